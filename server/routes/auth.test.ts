import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../services/sessions.js';
import { EMAIL_TAKEN_MESSAGE } from '../services/users.js';
import {
  authed,
  authedNoBody,
  login,
  nextIp,
  PASSWORD,
  register,
  sessionCookie,
  SESSION_COOKIE_NAME,
  setCookies,
  tokenOf,
} from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.test' });
});
afterAll(() => t.close());

const registerPayload = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${Math.random().toString(36).slice(2)}@example.test`,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...over,
});
const postRegister = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers: JSON_HEADERS, payload, remoteAddress });
const currentUser = (cookie?: string) => t.app.inject({ url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with the session user and sets an httpOnly Lax session cookie', async () => {
    const res = await postRegister(registerPayload({ email: '  Grace.Hopper@Example.TEST ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'grace.hopper@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      isAdmin: false,
      hasPassword: true,
      plan: 'free',
      company: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const header = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(/;\s*Max-Age=2592000/i);
    expect(header).not.toMatch(/;\s*Secure/i);
    expect(tokenOf(sessionCookie(res)!)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores an argon2id hash with the OWASP parameters and only a SHA-256 of the session token', async () => {
    const { cookie, user } = await register(t.app);
    const row = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await t.db.kysely.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toBe(sha256(tokenOf(cookie)));
    expect(JSON.stringify(sessions)).not.toContain(tokenOf(cookie));
  });

  it('refuses a taken email, whatever its case, with 409 and a message that says only that', async () => {
    const { email } = await register(t.app);
    const res = await postRegister(registerPayload({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'email_taken', message: EMAIL_TAKEN_MESSAGE } });
    expect(setCookies(res)).toEqual([]);
  });

  it.each([
    [{ confirmPassword: 'something else' }, "Passwords don't match"],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
  ])('answers 400 for %j with "%s"', async (over, message) => {
    const res = await postRegister(registerPayload(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
  });

  it('keeps all 256 characters of a long password (no truncation)', async () => {
    const long = 'p'.repeat(255) + 'Q';
    const { email } = await register(t.app, { password: long });
    expect((await login(t.app, email, long)).statusCode).toBe(200);
    expect((await login(t.app, email, 'p'.repeat(255) + 'R')).statusCode).toBe(401);
    expect((await login(t.app, email, 'p'.repeat(255))).statusCode).toBe(401);
  });

  it('allows 10 registrations per hour from one address, then answers 429 with a message', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await postRegister(registerPayload({ password: 'x' }), ip)).statusCode).toBe(400);
    const res = await postRegister(registerPayload(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: expect.stringContaining('Too many') });
  });
});

describe('admin flag', () => {
  it('is true for a verified ADMIN_EMAIL in any case, and for the is_admin column', async () => {
    const boss = await register(t.app, { email: 'BOSS@example.TEST' });
    // Registering the address proves nothing: whoever got there first must not become admin.
    expect(boss.user.isAdmin).toBe(false);
    expect(boss.user.emailVerified).toBe(false);
    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: Date.now() })
      .where('id', '=', boss.user.id)
      .execute();
    const verified = (await currentUser(boss.cookie)).json();
    expect(verified).toMatchObject({ isAdmin: true, allAccess: true, emailVerified: true });
    const other = await register(t.app);
    expect(other.user.isAdmin).toBe(false);
    await t.db.kysely.updateTable('users').set({ is_admin: 1 }).where('id', '=', other.user.id).execute();
    expect((await currentUser(other.cookie)).json().isAdmin).toBe(true);
  });

  it('gives all access to users granted it, without admin rights', async () => {
    const user = await register(t.app);
    expect(user.user.allAccess).toBe(false);
    await t.db.kysely.updateTable('users').set({ all_access: 1 }).where('id', '=', user.user.id).execute();
    expect((await currentUser(user.cookie)).json()).toMatchObject({ isAdmin: false, allAccess: true });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any case and surrounding spaces in the email, with a new token per sign-in', async () => {
    const { email, cookie: first } = await register(t.app);
    const a = await login(t.app, `  ${email.toUpperCase()} `, PASSWORD);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ email, hasPassword: true });
    const b = await login(t.app, email, PASSWORD);
    const [ca, cb] = [sessionCookie(a)!, sessionCookie(b)!];
    expect(new Set([first, ca, cb]).size).toBe(3);
    for (const c of [first, ca, cb]) expect((await currentUser(c)).statusCode).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password, an unknown email and a password-less account', async () => {
    const { email } = await register(t.app);
    const ext = await register(t.app);
    await t.db.kysely.updateTable('users').set({ password_hash: null }).where('id', '=', ext.user.id).execute();
    for (const [e, p] of [
      [email, 'wrong password'],
      ['nobody@example.test', PASSWORD],
      [ext.email, PASSWORD],
    ] as const) {
      const res = await login(t.app, e, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
      expect(setCookies(res).some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
    }
  });

  it('answers 400 for a missing password or malformed email', async () => {
    const a = await login(t.app, 'a@example.test', '');
    expect(a.json().error.message).toBe('Password is required');
    const b = await login(t.app, 'nope', 'x');
    expect(b.json().error.message).toBe('Enter a valid email address');
  });

  it('ends the session the browser already had when it signs in again', async () => {
    const { email, cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: authed(cookie),
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect((await currentUser(sessionCookie(res))).statusCode).toBe(200);
  });

  it('allows 10 attempts per address and email in 15 minutes, then 429 even for the right password', async () => {
    const { email } = await register(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await login(t.app, email, `wrong-${i}`, ip)).statusCode).toBe(401);
    const blocked = await login(t.app, email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringContaining('sign-in attempts'),
    });
    // The same address may still sign in to another account, and the account from another address.
    const other = await register(t.app);
    expect((await login(t.app, other.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not let a client pick its address with X-Forwarded-For (TRUST_PROXY unset)', async () => {
    const { email } = await register(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...JSON_HEADERS, 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: ip,
        payload: { email, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t.app, email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('allows 50 attempts per address in 15 minutes across emails', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      expect((await login(t.app, `spray-${i}@example.test`, 'whatever', ip)).statusCode).toBe(401);
    }
    expect((await login(t.app, 'spray-x@example.test', 'whatever', ip)).statusCode).toBe(429);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 in the error shape when signed out, and clears a cookie that matches no session', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Authentication required' } });
    const junk = await currentUser(`${SESSION_COOKIE_NAME}=${'a'.repeat(43)}`);
    expect(junk.statusCode).toBe(401);
    expect(setCookies(junk).join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
  });

  it('answers the session user, not cacheable', async () => {
    const { cookie, user } = await register(t.app);
    const res = await currentUser(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/password_hash|argon2/);
  });
});

describe('session expiry', () => {
  it('ends a session idle for 7 days, and one older than 30 days however active', async () => {
    const idle = await register(t.app);
    const old = await register(t.app);
    const now = Date.now();
    await t.db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: now - SESSION_IDLE_MS - 1000 })
      .where('user_id', '=', idle.user.id)
      .execute();
    await t.db.kysely
      .updateTable('sessions')
      .set({ created_at: now - SESSION_ABSOLUTE_MS, expires_at: now - 1000 })
      .where('user_id', '=', old.user.id)
      .execute();
    expect((await currentUser(idle.cookie)).statusCode).toBe(401);
    expect((await currentUser(old.cookie)).statusCode).toBe(401);
  });

  it('slides the idle expiry, writing last_seen_at at most once a minute', async () => {
    const { cookie, user } = await register(t.app);
    const lastSeen = async () =>
      (
        await t.db.kysely
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const start = await lastSeen();
    await currentUser(cookie);
    expect(await lastSeen()).toBe(start);
    const sixDaysAgo = Date.now() - 6 * 24 * 60 * 60 * 1000;
    await t.db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: sixDaysAgo })
      .where('user_id', '=', user.id)
      .execute();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe('logout', () => {
  it('GET /api/logout from our own pages ends the session, clears the cookie and redirects to /', async () => {
    const { cookie, user } = await register(t.app);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(setCookies(res).join()).toMatch(
      new RegExp(`${SESSION_COOKIE_NAME}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
    expect(await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout from another site, a typed address or a sibling site asks instead of signing out', async () => {
    const { cookie } = await register(t.app);
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'same-site', referer: 'https://other.localhost:3000/' },
      // Same-origin claimed by Referer is not believed over the browser's own metadata.
      { 'sec-fetch-site': 'cross-site', referer: 'http://localhost:3000/settings' },
      // A browser without fetch metadata: only a Referer or Origin of our own counts.
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      {},
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ url: '/api/logout', headers: { ...headers, cookie } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('/sign-out');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(setCookies(res).join()).not.toContain(SESSION_COOKIE_NAME);
      expect((await currentUser(cookie)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('GET /api/logout without fetch metadata signs out when the Referer is one of our pages', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      url: '/api/logout',
      headers: { cookie, referer: 'http://localhost:3000/settings?tab=api' },
    });
    expect(res.headers.location).toBe('/');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout without a session still redirects to /', async () => {
    const res = await t.app.inject({ url: '/api/logout' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('POST /api/auth/logout answers 204 and ends only this session', async () => {
    const { cookie, email } = await register(t.app);
    const other = sessionCookie(await login(t.app, email, PASSWORD))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authedNoBody(cookie) });
    expect(res.statusCode).toBe(204);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('POST /api/auth/logout is CSRF-checked', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', 'x-requested-with': 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });
});
