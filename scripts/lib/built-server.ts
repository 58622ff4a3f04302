/**
 * Starts the BUILT server (`node dist/server/server.js`, what `npm start` runs) as a child process
 * on a free 127.0.0.1 port with its own temporary DATA_DIR, for e2e tests and benchmarks.
 * The child's output goes to a log file whose tail is printed when it fails to come up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvSchema } from '../../server/config.js';
import { stopChild } from './stop-child.js';
import type { TestDatabase } from './test-database.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SERVER_ENTRY = join(REPO_ROOT, 'dist/server/server.js');

/**
 * The process environment a server is run with, as `npm start` and docs/deployment.md run it:
 * glibc gives each thread that allocates (V8's compiler and collector helpers, libuv's pool) an
 * arena of its own and keeps what is freed in each; two arenas keep an idle server about 4 MB
 * smaller at no measurable cost in throughput (decision 046). A value already set wins.
 */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/**
 * Node's flags for a server, as `npm start` runs it: V8 grows the young generation to 16 MB
 * semi-spaces under load and gives the memory back only when its memory reducer runs, so a server
 * was 97 to 132 MB resident 30 s after a burst of requests; capped at 4 MB it stayed at 103 to
 * 107 MB, with no measurable cost in CPU per request (decision 047).
 */
export const SERVER_NODE_ARGS: readonly string[] = ['--max-semi-space-size=4'];

export interface BuildSnapshot {
  /** Folder holding a copy of dist/: run the server with this as its working directory. */
  root: string;
  remove(): void;
}

/**
 * Copies dist/ aside, so that a `npm run build` started by someone else in this checkout while
 * tests run (it empties dist/client) cannot pull the files from under a running server.
 * The copy sits inside node_modules/.cache so the bundle's bare imports still resolve from
 * the repository's node_modules.
 */
export function snapshotBuild(): BuildSnapshot {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const parent = join(REPO_ROOT, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'agentops-build-'));
  cpSync(join(REPO_ROOT, 'dist'), join(root, 'dist'), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface StartOptions {
  /** Short label used in the temp folder name and in messages. */
  name: string;
  /** A snapshotBuild() root to run from; default: the repository's own dist/. */
  buildRoot?: string;
  /** Extra configuration (MAINTENANCE_CODE, DATABASE_URL, ...). */
  env?: Record<string, string | undefined>;
  logLevel?: string;
  /** How long to wait for /api/health. */
  startTimeoutMs?: number;
  /**
   * A port chosen beforehand (default: a free one picked here), for a server whose URL something
   * else must know before it starts, such as the redirect URI registered at an OpenID provider.
   */
  port?: number;
  /** Extra arguments for node before the entry point, such as `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
  /**
   * 'postgres': a database of its own on the bench's PostgreSQL server (bench/lib/postgres.ts), made
   * here and dropped by stop(). Default SQLite in the data folder (or `env.DATABASE_URL` if given).
   */
  database?: 'sqlite' | 'postgres';
}

export interface BuiltServer {
  name: string;
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** The PostgreSQL database the server runs on, when it runs on one. */
  databaseUrl?: string;
  logFile: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; removes the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** Configuration a developer's shell might carry that must not leak into a test server. */
const PREFIXES_TO_STRIP = ['GOOGLE_', 'MICROSOFT_', 'YAHOO_', 'OIDC_', 'SMTP_', 'STRIPE_'];

function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(EnvSchema.shape)) delete env[key];
  for (const key of Object.keys(env)) {
    if (PREFIXES_TO_STRIP.some((p) => key.startsWith(p))) delete env[key];
  }
  return env;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const live = new Map<ChildProcess, string>();
// Last line of defence: if the parent exits without stopping its servers (an error, a signal
// handled with process.exit), do not leave them or their data folders behind.
process.once('exit', () => {
  for (const [child, dataDir] of live) {
    child.kill('SIGKILL');
    if (!process.env.KEEP_SERVER_DATA) rmSync(dataDir, { recursive: true, force: true });
  }
});

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before answering /api/health`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy answer from ${url}/api/health within ${timeoutMs} ms (last: ${lastError})`);
}

/** The PostgreSQL server that `database: 'postgres'` makes its databases on. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database for one server, `bench_<name>_<pid>_…` (the pg driver is loaded only then).
 * Where there is no PostgreSQL the error says so, rather than the server failing to start.
 */
async function ownDatabase(name: string): Promise<TestDatabase> {
  const { createTestDatabase } = await import('./test-database.js');
  const prefix = `bench_${name.replace(/^bench-/, '').replace(/[^a-z0-9]+/gi, '_')}_${process.pid}`.toLowerCase();
  try {
    return await createTestDatabase(PG_ADMIN_URL, prefix);
  } catch (err) {
    throw new Error(`PostgreSQL at ${new URL(PG_ADMIN_URL).host} is not usable: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

async function startOnce(options: StartOptions): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `agentops-${options.name}-`));
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...SERVER_PROCESS_ENV,
    ...cleanEnv(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: join(dataDir, 'data'),
    LOG_LEVEL: options.logLevel ?? 'warn',
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const database = options.database === 'postgres' ? await ownDatabase(options.name) : undefined;
  if (database) env.DATABASE_URL = database.url;
  // PostgreSQL requires the shared secrets from the environment; a lone test server gets its own.
  // Servers that share a database pass the same pair; naming a key (even as undefined) opts out.
  for (const key of ['SESSION_SECRET', 'ENCRYPTION_KEY']) {
    if (env.DATABASE_URL && !(key in (options.env ?? {}))) env[key] = randomBytes(32).toString('hex');
  }
  const root = options.buildRoot ?? REPO_ROOT;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), join(root, 'dist/server/server.js')],
    {
      cwd: root,
      env,
      stdio: ['ignore', logFd, logFd],
    },
  );
  closeSync(logFd);
  live.set(child, dataDir);
  child.once('exit', () => live.delete(child));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(child, 10_000);
    if (!process.env.KEEP_SERVER_DATA) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 30_000);
  } catch (err) {
    const log = tail(logFile);
    await stop();
    const e = new Error(
      `server "${options.name}" on port ${port} ${(err as Error).message}\n--- server log ---\n${log}`,
    );
    (e as Error & { portInUse?: boolean }).portInUse = /EADDRINUSE/.test(log);
    throw e;
  }
  return {
    name: options.name,
    url,
    port,
    pid: child.pid!,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logFile,
    child,
    stop,
  };
}

/** Starts the built server; retries when another process grabbed the free port in between. */
export async function startBuiltServer(options: StartOptions): Promise<BuiltServer> {
  if (!existsSync(join(options.buildRoot ?? REPO_ROOT, 'dist/server/server.js'))) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      // A port given by the caller is kept: trying it again would fail the same way.
      if (attempt < 3 && options.port === undefined && (err as { portInUse?: boolean }).portInUse) continue;
      throw err;
    }
  }
}
