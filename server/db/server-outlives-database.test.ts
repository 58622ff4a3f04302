import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/built-server.js';
import type { TestDatabase } from '../../scripts/lib/test-database.js';
import { loadConfig } from '../config.js';
import { selfSignedCert } from '../test/dovecot.js';
import { addAppPasswordAccount } from '../test/outbox-fixtures.js';
import { requiredPostgresDatabase } from '../test/required-postgres.js';
import { serverProcess, type ServerProcess } from '../test/server-process.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createDb, type Db } from './database.js';

/**
 * The real server process (server/server.ts under tsx) on a PostgreSQL database of its own,
 * reached through a TCP proxy the test can cut: PostgreSQL ending its connections
 * (pg_terminate_backend, again and again under light load) or going away for a few seconds must
 * cost the requests of that moment a 503, never the process; /api/health tells; afterwards
 * sign-in, drafts and scheduled sends work with nothing restarted. Also start-up with the database
 * away (it waits, or gives up with a clear message) and the secrets PostgreSQL requires.
 */
const MAIL_PASSWORD = 'abcd-efgh-ijkl-mnop';
const PASSWORD = 'correct horse battery staple';

let database: TestDatabase;
let proxy: TcpProxy;
let sink: SmtpSink;
let workDir: string;
let baseEnv: Record<string, string>;
let fixtures: Db;
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await requiredPostgresDatabase('dbr_process');
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  workDir = mkdtempSync(join(tmpdir(), 'agentops-outlives-'));
  sink = await startSmtpSink({ tls: await selfSignedCert(workDir), password: MAIL_PASSWORD, parse: true });
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  baseEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: viaProxy.toString(),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    JOB_POLL_MS: '50',
    MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
    ICLOUD_SMTP_HOST: '127.0.0.1',
    ICLOUD_SMTP_PORT: String(sink.port),
    ICLOUD_IMAP_HOST: '127.0.0.1',
    ICLOUD_IMAP_PORT: '1',
  };
  // The test's own handle (direct, not through the proxy) writes the linked mail account.
  fixtures = createDb({ databaseUrl: database.url, dataDir: workDir });
}, 60_000);
afterEach(async () => {
  await proxy.restore();
});
afterAll(async () => {
  for (const s of started) await s.stop();
  await fixtures?.kysely.destroy();
  await sink?.close();
  await proxy?.close();
  await database?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

let servers = 0;
async function startServer(env: Record<string, string | undefined> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const server = serverProcess({
    name: `server-${++servers}`,
    port,
    dir: workDir,
    env: { ...baseEnv, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    entry: 'source',
    // Its own working folder: no built client is served, and a build elsewhere cannot disturb it.
    cwd: workDir,
  });
  started.push(server);
  server.launch();
  return server;
}

const HEALTHY_WITHIN_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  server: ServerProcess,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown } = {},
): Promise<Answer & { setCookie: string[] }> {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = server.url;
  }
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: res.status, body, setCookie: res.headers.getSetCookie() };
}

let signups = 0;
async function signUp(server: ServerProcess) {
  const email = `outlives${++signups}-${process.pid}@example.test`;
  const res = await call(server, '/api/auth/register', {
    json: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const cookie = res.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('agentops_session='))!;
  const user = res.body as { id: string };
  const config = loadConfig({ ...baseEnv, DATA_DIR: workDir });
  const account = await addAppPasswordAccount(
    { db: fixtures.kysely, config },
    user.id,
    'icloud',
    `${user.id}@icloud.example`,
    MAIL_PASSWORD,
  );
  return { email, cookie, accountId: account.id };
}

async function scheduleSend(server: ServerProcess, cookie: string, subject: string, inMs = 1500) {
  const res = await call(server, '/api/email/send', {
    cookie,
    json: { to: 'bob@example.test', subject, body: 'Hello', sendAt: new Date(Date.now() + inMs).toISOString() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
}

/** The only answers allowed while the database comes and goes: success, or the one 503. */
function expectSuccessOr503(answers: (Answer & { what: string })[], success: number[]) {
  for (const a of answers) {
    if (success.includes(a.status)) continue;
    expect({ what: a.what, status: a.status, body: a.body }).toEqual({
      what: a.what,
      status: 503,
      body: { error: { code: 'database_unavailable', message: expect.any(String) } },
    });
  }
}

const isHealth = (body: unknown, ok: boolean) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { database?: { ok?: unknown } }).database?.ok === ok &&
  (body as { status?: unknown }).status === (ok ? 'ok' : 'degraded');

/** Log lines that would mean an error escaped every handler (server/server.ts's last resort). */
const ESCAPED = /unhandled rejection|uncaught exception/i;

describe('one server process, PostgreSQL going away', () => {
  let server: ServerProcess;
  let user: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    server = await startServer();
    await server.waitHealthy(HEALTHY_WITHIN_MS);
    user = await signUp(server);
  }, 60_000);

  it('survives pg_terminate_backend again and again under light load', async () => {
    await scheduleSend(server, user.cookie, 'before the storm', 300);
    await expect.poll(() => sink.messages.length, { timeout: 30_000, interval: 50 }).toBe(1);
    const answers: (Answer & { what: string })[] = [];
    let stop = false;
    // Light load, paced: flat-out loops would meet the drafts routes' per-user limit (a 429, which
    // is not what this test is about). Reading and saving drafts are done by two users for the same reason.
    const writer = await signUp(server);
    const load = async (what: string, request: () => Promise<Answer>) => {
      while (!stop) {
        answers.push({ what, ...(await request()) });
        await sleep(40);
      }
    };
    const loads = [
      load('health', () => call(server, '/api/health')),
      load('user', () => call(server, '/api/auth/user', { cookie: user.cookie })),
      load('drafts', () => call(server, '/api/email/drafts', { cookie: user.cookie })),
      load('save draft', () => call(server, '/api/email/drafts', { cookie: writer.cookie, json: { body: 'draft' } })),
    ];
    let ended = 0;
    for (let round = 0; round < 8; round++) {
      ended += await database.terminateConnections();
      await sleep(150);
    }
    stop = true;
    await Promise.all(loads);

    expect(ended).toBeGreaterThan(0);
    expect(server.alive()).toBe(true);
    expect(answers.length).toBeGreaterThan(8);
    expectSuccessOr503(
      answers.filter((a) => a.what !== 'health'),
      [200, 201],
    );
    for (const h of answers.filter((a) => a.what === 'health')) {
      expect(isHealth(h.body, h.status === 200), JSON.stringify(h)).toBe(true);
    }

    // Afterwards everything works, and the job runner still delivers.
    await server.waitHealthy(HEALTHY_WITHIN_MS);
    expect((await call(server, '/api/email/drafts', { cookie: user.cookie })).status).toBe(200);
    const login = await call(server, '/api/auth/login', { json: { email: user.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    await scheduleSend(server, user.cookie, 'after the storm');
    await expect
      .poll(() => sink.messages.map((m) => m.subject).sort(), { timeout: 30_000, interval: 100 })
      .toEqual(['after the storm', 'before the storm']);
    expect(server.log(Infinity)).not.toMatch(ESCAPED);
  }, 90_000);

  it('answers 503 while the database is away, says so on /api/health, and recovers by itself', async () => {
    await scheduleSend(server, user.cookie, 'due during the outage', 2000);
    await proxy.cut();
    const answers: (Answer & { what: string })[] = [];
    // A few seconds away, under the same light load.
    for (let round = 0; round < 12; round++) {
      answers.push({ what: 'health', ...(await call(server, '/api/health')) });
      answers.push({ what: 'drafts', ...(await call(server, '/api/email/drafts', { cookie: user.cookie })) });
      answers.push({
        what: 'login',
        ...(await call(server, '/api/auth/login', { json: { email: user.email, password: PASSWORD } })),
      });
      await sleep(250);
    }
    expect(server.alive()).toBe(true);
    const during = answers.filter((a) => a.what !== 'health');
    expectSuccessOr503(during, []);
    for (const h of answers.filter((a) => a.what === 'health')) {
      expect(h.status).toBe(503);
      expect(isHealth(h.body, false), JSON.stringify(h.body)).toBe(true);
    }
    // Nothing could be claimed meanwhile.
    expect(sink.messages.map((m) => m.subject)).not.toContain('due during the outage');

    await proxy.restore();
    await server.waitHealthy(HEALTHY_WITHIN_MS);
    const health = await call(server, '/api/health');
    expect(isHealth(health.body, true)).toBe(true);
    const login = await call(server, '/api/auth/login', { json: { email: user.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const saved = await call(server, '/api/email/drafts', { cookie: user.cookie, json: { body: 'after' } });
    expect(saved.status).toBe(201);
    // The poll loop claims again: the send that fell due while the database was away goes out.
    await expect
      .poll(() => sink.messages.map((m) => m.subject), { timeout: 30_000, interval: 100 })
      .toContain('due during the outage');
    expect(server.log(Infinity)).not.toMatch(ESCAPED);
  }, 90_000);
});

describe('start-up on PostgreSQL', () => {
  it('waits for a database that is not there yet, saying so, and comes up when it arrives', async () => {
    await proxy.cut();
    const server = await startServer({ LOG_LEVEL: 'info', DATABASE_STARTUP_TIMEOUT_SECONDS: '60' });
    await expect
      .poll(() => server.log(Infinity), { timeout: 30_000, interval: 100 })
      .toMatch(/database not reachable yet; retrying/);
    expect(server.alive()).toBe(true);
    await proxy.restore();
    await server.waitHealthy(HEALTHY_WITHIN_MS);
    await server.stop();
  }, 60_000);

  it('gives up on a database that stays away: exit 1 with a message naming it', async () => {
    await proxy.cut();
    const server = await startServer({ DATABASE_STARTUP_TIMEOUT_SECONDS: '1' });
    expect(await server.exitCode()).toBe(1);
    expect(server.log(Infinity)).toMatch(
      /start-up failed: The database at 127\.0\.0\.1:\d+\/dbr_process\w* is not reachable/,
    );
    expect(server.log(Infinity)).not.toContain(baseEnv.SESSION_SECRET!);
  }, 60_000);

  it('exits at once, naming the database, when waiting cannot help', async () => {
    const missing = new URL(database.url);
    missing.pathname = '/dbr_no_such_database';
    const server = await startServer({ DATABASE_URL: missing.toString(), DATABASE_STARTUP_TIMEOUT_SECONDS: '600' });
    expect(await server.exitCode()).toBe(1);
    expect(server.log(Infinity)).toMatch(
      /start-up failed: Cannot use the database at [\w.]+:\d+\/dbr_no_such_database: database \\?"dbr_no_such_database\\?" does not exist/,
    );
    expect(server.log(Infinity)).not.toMatch(/retrying/);
  }, 60_000);

  it('refuses to start without SESSION_SECRET and ENCRYPTION_KEY, naming them', async () => {
    const server = await startServer({ SESSION_SECRET: undefined, ENCRYPTION_KEY: undefined });
    expect(await server.exitCode()).toBe(1);
    expect(server.log(Infinity)).toMatch(/SESSION_SECRET, ENCRYPTION_KEY: required with DATABASE_URL/);
  }, 60_000);
});
