import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs dovecot's master (which daemonizes) or its `stop`. Its daemon keeps inherited pipes open,
 * so waiting for execFile's output would never end: no pipes, and the exit code only.
 */
function dovecot(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(DOVECOT!, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`dovecot ${args.join(' ')}: exit ${code}`)),
    );
  });
}
const DOVECOT = ['/usr/sbin/dovecot', '/usr/bin/dovecot'].find((p) => existsSync(p));

/**
 * A private dovecot IMAP server for tests (decision 015: a real server speaking the protocol, not a
 * mock): its own folder, config, free port and self-signed certificate; STARTTLS required, every
 * user signs in with `password`. No system service is involved.
 */
export interface TestDovecot {
  host: string;
  port: number;
  password: string;
  /** PEM key and certificate, reusable by an SMTP server in the same test. */
  tls: { key: string; cert: string };
  stop(): Promise<void>;
}

export type DovecotStart = { ok: true; server: TestDovecot } | { ok: false; reason: string };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A self-signed certificate for 127.0.0.1 (openssl), valid one day. */
export async function selfSignedCert(dir: string): Promise<{ key: string; cert: string }> {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-subj', '/CN=127.0.0.1', '-days', '1', '-keyout', key, '-out', cert],
  ]);
  chmodSync(key, 0o644);
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

function config(dir: string, port: number, password: string): string {
  return `base_dir = ${dir}/run
state_dir = ${dir}/run
listen = 127.0.0.1
protocols = imap
ssl = required
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = yes
auth_mechanisms = plain login
auth_failure_delay = 0
log_path = ${dir}/dovecot.log
default_internal_user = dovecot
default_internal_group = dovecot
default_login_user = dovenull
passdb {
  driver = static
  args = password=${password}
}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%u mail=maildir:${dir}/mail/%u/Maildir
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # No growing delay after failed logins (tests fail logins on purpose).
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
first_valid_uid = 100
`;
}

async function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts a private dovecot. Outside CI a machine without it (or without root) gets `ok: false` and
 * the tests that need it skip with the reason; with CI set a missing peer fails the run instead,
 * so a CI machine can never pass by skipping the IMAP tests.
 */
export async function startDovecot(password = 'app-specific-pass-1234'): Promise<DovecotStart> {
  const started = await tryStartDovecot(password);
  if (!started.ok && process.env.CI) {
    throw new Error(`${started.reason}. CI needs the real IMAP server: run as root with dovecot-imapd installed`);
  }
  return started;
}

async function tryStartDovecot(password: string): Promise<DovecotStart> {
  if (!DOVECOT) return { ok: false, reason: 'dovecot is not installed (apt-get install -y dovecot-imapd)' };
  // The mail processes switch to the dovecot user, which only root can do.
  if (process.getuid?.() !== 0) return { ok: false, reason: 'dovecot needs root to switch to its own users' };
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  try {
    mkdirSync(join(dir, 'run'));
    mkdirSync(join(dir, 'mail'));
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'run'), 0o755);
    await run('chown', ['-R', 'dovecot:dovecot', join(dir, 'mail')]);
    const tls = await selfSignedCert(dir);
    let lastError = '';
    // The free port can be taken between the probe and dovecot's bind: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const conf = join(dir, 'dovecot.conf');
      writeFileSync(conf, config(dir, port, password));
      try {
        await dovecot(['-c', conf]);
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
        continue;
      }
      if (!(await waitForPort(port, 5000))) {
        lastError = `not listening on ${port}: ${readFileSync(join(dir, 'dovecot.log'), 'utf8').slice(-500)}`;
        await stop(conf, dir, false);
        continue;
      }
      return { ok: true, server: { host: '127.0.0.1', port, password, tls, stop: () => stop(conf, dir, true) } };
    }
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `dovecot did not start: ${lastError}` };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `dovecot set-up failed: ${err instanceof Error ? err.message : String(err)}` };
  }
}

async function stop(conf: string, dir: string, removeDir: boolean): Promise<void> {
  const pidFile = join(dir, 'run', 'master.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : undefined;
  await dovecot(['-c', conf, 'stop']).catch(() => undefined);
  for (let i = 0; pid && alive(pid) && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
  if (removeDir) rmSync(dir, { recursive: true, force: true });
}
