import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../common/api/index.js';
import { LAST_USED_RESOLUTION_MS, hashApiToken } from '../services/api-tokens.js';
import { authed, authedNoBody, register, registerOnPlan, setPlan, type Registered } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Personal API tokens: shown once and stored hashed, scoped per route by the contract, refused when
 * revoked, expired, or the plan no longer includes API access (tokens are Pro: the users here are), and never accepted by a session-only
 * route. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Scope = 'read' | 'write' | 'email:send';

async function makeToken(u: Registered, scopes: Scope[], expiresInDays: number | null = 30) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: authed(u.cookie),
    payload: { name: `Token ${scopes.join('+')}`, scopes, expiresInDays },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string; apiToken: { id: string; prefix: string } }>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const codeOf = (res: { json: () => unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

describe('personal API tokens', () => {
  it('answers the token once and stores only its hash; the list shows a prefix', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token, apiToken } = await makeToken(u, ['read', 'write']);
    expect(token).toMatch(/^aops_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    expect(apiToken.prefix.length).toBeLessThan(20);

    const row = await t.db.kysely
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashApiToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token.slice(apiToken.prefix.length));

    const list = await t.app.inject({ url: '/api/tokens', headers: { cookie: u.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row.token_hash);
    expect(list.json()).toEqual({
      tokens: [
        {
          id: apiToken.id,
          name: 'Token read+write',
          prefix: apiToken.prefix,
          scopes: ['read', 'write'],
          expiresAt: expect.any(String),
          lastUsedAt: null,
          revokedAt: null,
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('refuses a creation without a scope or with an unknown expiry', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    for (const payload of [
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['admin'], expiresInDays: 30 },
      { name: 'x', scopes: ['read'], expiresInDays: 12 },
      { name: ' ', scopes: ['read'], expiresInDays: null },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: authed(u.cookie), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('calls the API as its user, within its scopes', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token: read } = await makeToken(u, ['read']);
    const { token: write } = await makeToken(u, ['write']);

    const created = await call('POST', '/api/tasks', write, { title: 'By token', description: 'Made with a token' });
    expect(created.statusCode, created.body).toBe(201);
    const list = await call('GET', '/api/tasks', read);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ title: 'By token' })]);

    const refused = await call('POST', '/api/tasks', read, { title: 'No', description: 'Read only' });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('token_scope');
    expect(refused.json().error.message).toMatch(/"write" scope/);
    const notRead = await call('GET', '/api/tasks', write);
    expect(codeOf(notRead)).toBe('token_scope');

    // Sending needs email:send: write is not enough, and email:send passes the token check.
    const payload = { to: 'sam@example.test', subject: 'Hi', body: 'Hello' };
    const noSend = await call('POST', '/api/email/send', write, payload);
    expect(noSend.statusCode).toBe(403);
    expect(codeOf(noSend)).toBe('token_scope');
    const { token: send } = await makeToken(u, ['email:send']);
    const sent = await call('POST', '/api/email/send', send, payload);
    expect(codeOf(sent)).not.toMatch(/^token_|invalid_token/);
    expect(sent.statusCode).not.toBe(401);
  });

  it('refuses an unknown, malformed, revoked or expired token', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token, apiToken } = await makeToken(u, ['read']);
    expect((await call('GET', '/api/tasks', token)).statusCode).toBe(200);

    const unknown = await call('GET', '/api/tasks', `aops_${'A'.repeat(43)}`);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([401, 'invalid_token']);
    const malformed = await call('GET', '/api/tasks', 'not-a-token');
    expect([malformed.statusCode, codeOf(malformed)]).toEqual([401, 'invalid_token']);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${apiToken.id}`,
      headers: authedNoBody(u.cookie),
    });
    expect(revoke.statusCode).toBe(204);
    const revoked = await call('GET', '/api/tasks', token);
    expect([revoked.statusCode, codeOf(revoked)]).toEqual([401, 'token_revoked']);
    const list = await t.app.inject({ url: '/api/tokens', headers: { cookie: u.cookie } });
    expect(list.json().tokens[0].revokedAt).toEqual(expect.any(String));

    const { token: old, apiToken: oldRow } = await makeToken(u, ['read'], 7);
    expect((await call('GET', '/api/tasks', old)).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('api_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', oldRow.id)
      .execute();
    const expired = await call('GET', '/api/tasks', old);
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'token_expired']);

    const { token: forever, apiToken: foreverRow } = await makeToken(u, ['read'], null);
    expect(foreverRow).toMatchObject({ expiresAt: null });
    expect((await call('GET', '/api/tasks', forever)).statusCode).toBe(200);
  });

  it('records the last use at most once a minute', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token, apiToken } = await makeToken(u, ['read']);
    const lastUsed = async () =>
      (
        await t.db.kysely
          .selectFrom('api_tokens')
          .select('last_used_at')
          .where('id', '=', apiToken.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await call('GET', '/api/tasks', token);
    const first = Number(await lastUsed());
    expect(first).toBeGreaterThan(Date.now() - 10_000);
    await call('GET', '/api/tasks', token);
    expect(Number(await lastUsed())).toBe(first);
    const earlier = first - LAST_USED_RESOLUTION_MS;
    await t.db.kysely.updateTable('api_tokens').set({ last_used_at: earlier }).where('id', '=', apiToken.id).execute();
    await call('GET', '/api/tasks', token);
    expect(Number(await lastUsed())).toBeGreaterThan(earlier);
    const list = await t.app.inject({ url: '/api/tokens', headers: { cookie: u.cookie } });
    expect(list.json().tokens[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("answers 404 to revoking another user's token, and leaves it working", async () => {
    const owner = await registerOnPlan(t.app, 'pro');
    const other = await registerOnPlan(t.app, 'pro');
    const { token, apiToken } = await makeToken(owner, ['read']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${apiToken.id}`,
      headers: authedNoBody(other.cookie),
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/tasks', token)).statusCode).toBe(200);
  });

  it('cannot manage tokens with a token (the token routes are session-only)', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token, apiToken } = await makeToken(u, ['read', 'write', 'email:send']);
    for (const [method, url, payload] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'More', scopes: ['read'], expiresInDays: null }],
      ['DELETE', `/api/tokens/${apiToken.id}`, undefined],
      ['POST', '/api/auth/user/change-password', { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' }],
      ['DELETE', '/api/auth/user', undefined],
    ] as const) {
      const res = await call(method, url, token, payload);
      expect([res.statusCode, codeOf(res)], `${method} ${url}`).toEqual([403, 'token_not_allowed']);
    }
    const rows = await t.db.kysely
      .selectFrom('api_tokens')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', u.user.id)
      .execute();
    expect(rows).toEqual([{ id: apiToken.id, revoked_at: null }]);
  });

  it('every served route without a declared scope refuses a token of every scope', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token } = await makeToken(u, ['read', 'write', 'email:send']);
    const scopes = new Map(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r.scope]));
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const accepted: string[] = [];
    const refusedScoped: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'no-such-id').replace('*', 'x');
      const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...bearer(token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { payload: '{}' } : {}),
      });
      const key = `${route.method} ${route.url}`;
      const tokenRefused = res.statusCode === 403 && codeOf(res) === 'token_not_allowed';
      if (scopes.get(key)) {
        if (res.statusCode === 401 || tokenRefused) refusedScoped.push(`${key}: ${res.statusCode} ${res.body}`);
      } else if (!tokenRefused) {
        accepted.push(`${key}: ${res.statusCode}`);
      }
    }
    expect(accepted, 'routes without a scope in common/api that did not refuse a token').toEqual([]);
    expect(refusedScoped, 'routes with a scope that refused a valid token').toEqual([]);
  });

  it('keeps the CSRF check for a cookie request that also carries a token', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const { token } = await makeToken(u, ['write']);
    const payload = { title: 'Cross-site', description: 'Should not be created' };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: {
        ...bearer(token),
        cookie: u.cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
      payload,
    });
    expect([crossSite.statusCode, codeOf(crossSite)]).toEqual([403, 'csrf_origin']);
    // Without the cookie, the token alone needs no Origin (no ambient authority to borrow).
    const tokenOnly = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...bearer(token), 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { title: 'By token', description: 'From a script' },
    });
    expect(tokenOnly.statusCode, tokenOnly.body).toBe(201);
    const tasks = await t.db.kysely.selectFrom('tasks').select('title').where('user_id', '=', u.user.id).execute();
    expect(tasks.map((r) => r.title)).toEqual(['By token']);
  });

  it('a cookie request with a token is the session: the token is ignored', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const res = await t.app.inject({
      url: '/api/tokens',
      headers: { ...bearer(`aops_${'B'.repeat(43)}`), cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  describe('API access (Pro)', () => {
    it('creates tokens only on Pro, and a token stops working when the plan loses API access', async () => {
      const u = await register(t.app);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: authed(u.cookie),
        payload: { name: 'Free', scopes: ['read'], expiresInDays: 30 },
      });
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'plan_required']);
      expect(refused.json().error.message).toMatch(/Pro/);
      expect(
        await t.db.kysely.selectFrom('api_tokens').select('id').where('user_id', '=', u.user.id).execute(),
      ).toEqual([]);

      await setPlan(t.app, u.user.id, 'pro');
      const { token } = await makeToken(u, ['read']);
      expect((await call('GET', '/api/tasks', token)).statusCode).toBe(200);

      await setPlan(t.app, u.user.id, 'basic');
      const downgraded = await call('GET', '/api/tasks', token);
      expect([downgraded.statusCode, codeOf(downgraded)]).toEqual([403, 'plan_required']);
    });
  });
});
