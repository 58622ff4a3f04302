import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { authedNoBody, login, PASSWORD, register, sessionCookie } from '../test/auth-helpers.js';
import { createSharedDb, type SharedDb } from '../test/shared-db.js';

/**
 * Two instances on one database, as in a scaled-out deployment: a session ended through one of
 * them is refused by the other on its very next request. Nothing may keep a session alive in one
 * process's memory after the database has lost it.
 */
let shared: SharedDb;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  shared = await createSharedDb();
  const config = loadConfig({
    DATA_DIR: shared.dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  const options = { config, clientDir: '/nonexistent', startJobs: false };
  a = await buildApp({ ...options, db: shared.open() });
  b = await buildApp({ ...options, db: shared.open() });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.drop();
});

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/auth/user', headers: { cookie } }).then((r) => r.statusCode);
const drafts = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/email/drafts', headers: { cookie } }).then((r) => r.statusCode);

/** Both instances know the session (each has answered for it, so any per-process memory would hold it). */
async function expectLiveOnBoth(cookie: string) {
  for (const app of [a, b]) {
    expect(await me(app, cookie)).toBe(200);
    expect(await drafts(app, cookie)).toBe(200);
  }
}

async function expectRefusedOnBoth(cookie: string) {
  for (const app of [a, b]) {
    expect(await me(app, cookie)).toBe(401);
    expect(await drafts(app, cookie)).toBe(401);
  }
}

describe('ending a session on one instance', () => {
  it('signing out is refused by the other instance at once', async () => {
    const { cookie } = await register(a);
    await expectLiveOnBoth(cookie);
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: authedNoBody(cookie) });
    expect(out.statusCode).toBeLessThan(300);
    await expectRefusedOnBoth(cookie);
  });

  it('a session ended from the sessions list of another instance is refused at once', async () => {
    const { cookie: first, email } = await register(a);
    const second = sessionCookie(await login(b, email, PASSWORD))!;
    await expectLiveOnBoth(first);
    await expectLiveOnBoth(second);
    const list = await b.inject({ url: '/api/auth/sessions', headers: { cookie: second } });
    const sessions = list.json<{ sessions: { id: string; current: boolean }[] }>().sessions;
    const target = sessions.find((s) => !s.current)!;
    const ended = await b.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target.id}`,
      headers: authedNoBody(second),
    });
    expect(ended.statusCode).toBe(204);
    await expectRefusedOnBoth(first);
    await expectLiveOnBoth(second);
  });

  it('deleting the account on one instance ends its sessions on the other at once', async () => {
    const { cookie } = await register(a);
    await expectLiveOnBoth(cookie);
    const deleted = await b.inject({ method: 'DELETE', url: '/api/auth/user', headers: authedNoBody(cookie) });
    expect(deleted.statusCode).toBe(204);
    await expectRefusedOnBoth(cookie);
  });
});
