import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { authed, authedNoBody, register, registerOnPlan } from '../test/auth-helpers.js';

/**
 * On SQLite a session, an API token or a page of drafts read a moment ago is answered from memory
 * (db/user-read-memory.ts). Two instances on one database file, as two processes would be: whatever
 * one changes, the other answers from the database at its very next request. Always SQLite: this is
 * the SQLite mechanism (on PostgreSQL every request reads the session, decision 048).
 */
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-two-instances-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const clientDir = join(dataDir, 'no-client');
  a = await buildApp({ config, clientDir, startJobs: false });
  b = await buildApp({ config, clientDir, startJobs: false });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const whoIs = (app: FastifyInstance, cookie: string) => app.inject({ url: '/api/auth/user', headers: { cookie } });

describe('a remembered session on one instance of a SQLite database', () => {
  it('is refused at the next request once the other instance signs it out', async () => {
    const u = await register(a);
    for (let i = 0; i < 3; i++) expect((await whoIs(b, u.cookie)).statusCode).toBe(200);
    const logout = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: authedNoBody(u.cookie) });
    expect(logout.statusCode).toBe(204);
    expect((await whoIs(b, u.cookie)).statusCode).toBe(401);
  });

  it('is refused once the other instance suspends the account, and shows a profile changed there', async () => {
    const u = await register(a, { firstName: 'Grace' });
    expect((await whoIs(b, u.cookie)).json()).toMatchObject({ firstName: 'Grace' });
    await a.db.kysely.updateTable('users').set({ first_name: 'Ada' }).where('id', '=', u.user.id).execute();
    expect((await whoIs(b, u.cookie)).json()).toMatchObject({ firstName: 'Ada' });
    await a.db.kysely.updateTable('users').set({ suspended_at: Date.now() }).where('id', '=', u.user.id).execute();
    expect((await whoIs(b, u.cookie)).statusCode).toBe(401);
  });

  it('answers a change made on the same instance at once too', async () => {
    const u = await register(a, { firstName: 'Grace' });
    expect((await whoIs(a, u.cookie)).json()).toMatchObject({ firstName: 'Grace' });
    const edit = await a.inject({
      method: 'PATCH',
      url: '/api/auth/user/profile',
      headers: authed(u.cookie),
      payload: { firstName: 'Katherine' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await whoIs(a, u.cookie)).json()).toMatchObject({ firstName: 'Katherine' });
    await a.db.kysely.deleteFrom('sessions').where('user_id', '=', u.user.id).execute();
    expect((await whoIs(a, u.cookie)).statusCode).toBe(401);
  });

  it('refuses an API token at the next request once the other instance revokes it', async () => {
    const u = await registerOnPlan(a, 'pro');
    const made = await a.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: authed(u.cookie),
      payload: { name: 'Script', scopes: ['read'], expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { token, apiToken } = made.json<{ token: string; apiToken: { id: string } }>();
    const read = () => b.inject({ url: '/api/email/accounts', headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 3; i++) expect((await read()).statusCode).toBe(200);
    const revoke = await a.inject({
      method: 'DELETE',
      url: `/api/tokens/${apiToken.id}`,
      headers: authedNoBody(u.cookie),
    });
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect((await read()).statusCode).toBe(401);
  });
});

describe('a remembered page of drafts on one instance of a SQLite database', () => {
  const drafts = (app: FastifyInstance, cookie: string) =>
    app.inject({ url: '/api/email/drafts?limit=5', headers: { cookie } }).then((r) => r.json<{ subject: string }[]>());

  it('shows a draft added, edited or deleted on either instance at the next request', async () => {
    const u = await register(a);
    const save = (app: FastifyInstance, subject: string) =>
      app.inject({
        method: 'POST',
        url: '/api/email/drafts',
        headers: authed(u.cookie),
        payload: { type: 'draft', subject, body: 'Body' },
      });
    expect((await save(a, 'First')).statusCode).toBe(201);
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['First']);
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['First']);
    expect((await save(a, 'Second')).statusCode).toBe(201);
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['Second', 'First']);
    expect((await save(b, 'Third')).statusCode).toBe(201);
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['Third', 'Second', 'First']);
    await a.db.kysely.updateTable('email_drafts').set({ subject: 'Edited' }).where('subject', '=', 'First').execute();
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['Third', 'Second', 'Edited']);
    await b.db.kysely.deleteFrom('email_drafts').where('subject', '=', 'Second').execute();
    expect((await drafts(b, u.cookie)).map((d) => d.subject)).toEqual(['Third', 'Edited']);
  });
});

describe('what a signed-in request costs', () => {
  it('looks at the other connections once, however many memories answer it', async () => {
    const u = await register(a);
    const changes = a.db.rowChanges!;
    await a.inject({ url: '/api/email/drafts', headers: { cookie: u.cookie } });
    const looks = vi.spyOn(changes, 'commitsElsewhere');
    try {
      const res = await a.inject({ url: '/api/email/drafts', headers: { cookie: u.cookie } });
      expect(res.statusCode).toBe(200);
      expect(looks).toHaveBeenCalledTimes(1);
      looks.mockClear();
      expect((await a.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(looks).not.toHaveBeenCalled();
    } finally {
      looks.mockRestore();
    }
  });
});
