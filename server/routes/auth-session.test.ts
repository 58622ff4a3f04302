import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedNoBody, register, SESSION_COOKIE_NAME, setCookies } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/auth/session', headers });

describe('GET /api/auth/session', () => {
  it('answers a visitor 200 with no user, not cacheable, setting no cookie', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookies(res)).toEqual([]);
  });

  it('answers the signed-in user exactly as GET /api/auth/user does', async () => {
    const { cookie, user } = await register(t.app, { firstName: 'Grace' });
    const res = await session({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });
    const direct = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(res.json()).toEqual({ user: direct.json() });
    expect(res.body).not.toMatch(/password_hash|argon2/);
  });

  it('answers no user for a cookie that matches no session, and clears it', async () => {
    const res = await session({ cookie: `${SESSION_COOKIE_NAME}=${'a'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(setCookies(res).join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
  });

  it('answers no user at once when the session is ended, signed out or revoked', async () => {
    const signedOut = await register(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authedNoBody(signedOut.cookie),
    });
    expect(logout.statusCode).toBe(204);
    expect((await session({ cookie: signedOut.cookie })).json()).toEqual({ user: null });

    const revoked = await register(t.app);
    expect((await session({ cookie: revoked.cookie })).json()).toMatchObject({ user: { id: revoked.user.id } });
    await t.db.kysely.deleteFrom('sessions').where('user_id', '=', revoked.user.id).execute();
    expect((await session({ cookie: revoked.cookie })).json()).toEqual({ user: null });
  });

  it('refuses a personal API token like the other session-only routes', async () => {
    const res = await session({ authorization: 'Bearer aop_not-a-real-token' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'token_not_allowed' } });
  });
});
