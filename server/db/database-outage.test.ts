import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { TestDatabase } from '../../scripts/lib/test-database.js';
import { JSON_HEADERS } from '../test/test-app.js';
import { login, nextIp, PASSWORD, register } from '../test/auth-helpers.js';
import { requiredPostgresDatabase } from '../test/required-postgres.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createDb, type Db } from './database.js';
import { isDatabaseUnavailable } from './errors.js';

/**
 * PostgreSQL going away under one app in this process: its connections ended by the server
 * (pg_terminate_backend) or the database unreachable for a while (a TCP proxy in between, cut and
 * restored). Requests that need the database get a 503 in the one error shape, /api/health says
 * the database is down, and everything works again once it is back, with nothing restarted.
 * Always on PostgreSQL (a database of its own), whatever TEST_DATABASE_URL says.
 */
let database: TestDatabase;
let proxy: TcpProxy;
let db: Db;
let app: FastifyInstance;
const warnings: string[] = [];

beforeAll(async () => {
  database = await requiredPostgresDatabase('dbr_outage');
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-outage-'));
  db = createDb({ databaseUrl: url.toString(), dataDir, log: { warn: (_obj, msg) => warnings.push(msg) } });
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db, clientDir: join(dataDir, 'no-client'), startJobs: false });
});
afterAll(async () => {
  await app?.close();
  await db?.kysely.destroy();
  await proxy?.close();
  await database?.drop();
});

async function sleepingQueries(): Promise<number> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep(30)%'",
      [database.name],
    );
    return rows[0]!.n;
  } finally {
    await admin.end();
  }
}

const health = () => app.inject({ url: '/api/health' });
const drafts = (cookie: string) => app.inject({ url: '/api/email/drafts', headers: { cookie } });

function expectUnavailable(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: { code: 'database_unavailable', message: expect.any(String) } });
  expect(res.headers['retry-after']).toBeDefined();
}

describe('PostgreSQL ends the connections', () => {
  it('the pool drops the dead idle ones and the next request works', async () => {
    const user = await register(app);
    // Several idle connections in the pool, then the server ends them all.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db.kysely)));
    expect(await database.terminateConnections()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => warnings.filter((w) => w === 'database connection lost while idle').length)
      .toBeGreaterThan(0);
    // A request that picked a connection in the moment it was ended may fail (503); soon all work.
    await expect.poll(async () => (await health()).json()).toMatchObject({ status: 'ok', database: { ok: true } });
    expect((await drafts(user.cookie)).statusCode).toBe(200);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a query in flight fails as "database unavailable", and the process carries on', async () => {
    const running = sql`select pg_sleep(30)`.execute(db.kysely).then(
      () => undefined,
      (err: unknown) => err,
    );
    // Once the query runs on the server, end its connection.
    await expect.poll(sleepingQueries, { timeout: 10_000 }).toBe(1);
    expect(await database.terminateConnections()).toBeGreaterThanOrEqual(1);
    const err = await running;
    expect(isDatabaseUnavailable(err)).toBe(true);
    await expect.poll(async () => (await health()).statusCode).toBe(200);
  });

  it('a connection lost between two queries of a transaction fails that transaction only', async () => {
    const user = await register(app);
    const failed = await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await database.terminateConnections();
        await new Promise((r) => setTimeout(r, 100)); // the client sees the end while checked out
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect((await drafts(user.cookie)).statusCode).toBe(200);
  });
});

describe('the database is away for a while', () => {
  it('answers 503 in the one error shape, reports it on /api/health, and recovers by itself', async () => {
    const user = await register(app);
    await proxy.cut();
    try {
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'degraded', database: { dialect: 'postgres', ok: false } });
      // The session hook, a rate-limited route and a route's own query all need the database.
      expectUnavailable(await drafts(user.cookie));
      expectUnavailable(await login(app, user.email, PASSWORD));
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: JSON_HEADERS,
          remoteAddress: nextIp(),
          payload: {
            firstName: 'A',
            lastName: 'B',
            email: 'x@example.test',
            password: PASSWORD,
            confirmPassword: PASSWORD,
          },
        }),
      );
      // Pages that do not need the database still answer.
      expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await proxy.restore();
    }
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: { ok: true } });
    expect((await drafts(user.cookie)).statusCode).toBe(200);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(200);
  });
});
