import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IN_USE_MESSAGE } from '../services/users.js';
import {
  authed,
  authedNoBody,
  login,
  PASSWORD,
  register,
  sessionCookie,
  SESSION_COOKIE_NAME,
  setCookies,
} from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';
import {
  EXTERNAL_ACCOUNT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../services/password-change.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchProfile = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/user/profile',
    headers: cookie ? authed(cookie) : JSON_HEADERS,
    payload,
  });
const changePassword = (cookie: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/change-password', headers: authed(cookie), payload });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessions = (cookie: string) => t.app.inject({ url: '/api/auth/sessions', headers: { cookie } });
const endSession = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: authedNoBody(cookie) });

describe('PATCH /api/auth/user/profile', () => {
  it('updates only the fields sent and answers the session user', async () => {
    const { cookie } = await register(t.app);
    const res = await patchProfile(cookie, { company: '  Analytical Engines ', jobTitle: 'Engineer', bio: 'Hello.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      jobTitle: 'Engineer',
      bio: 'Hello.',
      department: null,
    });
    const next = await patchProfile(cookie, { timezone: 'Europe/London', company: '' });
    expect(next.json()).toMatchObject({ timezone: 'Europe/London', company: null, jobTitle: 'Engineer' });
    expect((await me(cookie)).json()).toMatchObject({ timezone: 'Europe/London', jobTitle: 'Engineer' });
  });

  it('changes the email (lower-cased) and refuses one that another account uses with 409', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const taken = await patchProfile(a.cookie, { email: b.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { code: 'email_taken', message: EMAIL_IN_USE_MESSAGE } });
    const res = await patchProfile(a.cookie, { email: ' New.Address@Example.TEST ' });
    expect(res.json().email).toBe('new.address@example.test');
    expect((await login(t.app, 'new.address@example.test', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['First name is required', { firstName: '' }],
    ['Enter a valid email address', { email: 'nope' }],
    ['Bio must be at most 500 characters', { bio: 'x'.repeat(501) }],
  ])('answers 400 "%s"', async (message, payload) => {
    const { cookie } = await register(t.app);
    const res = await patchProfile(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 401 when signed out', async () => {
    expect((await patchProfile(undefined, { company: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/user/change-password', () => {
  const body = (current: string, next = 'the new password 1') => ({
    currentPassword: current,
    newPassword: next,
    confirmPassword: next,
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { cookie, email } = await register(t.app);
    const other = sessionCookie(await login(t.app, email, PASSWORD))!;
    const res = await changePassword(cookie, body(PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, email, 'the new password 1')).statusCode).toBe(200);
  });

  it('answers 400 "Current password is incorrect" for a wrong current password', async () => {
    const { cookie } = await register(t.app);
    const res = await changePassword(cookie, body('not my password'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'wrong_password', message: WRONG_CURRENT_PASSWORD_MESSAGE } });
  });

  it('answers 400 for external-login accounts', async () => {
    const { cookie, user } = await register(t.app);
    await t.db.kysely.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const res = await changePassword(cookie, body('anything'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'external_account', message: EXTERNAL_ACCOUNT_MESSAGE } });
  });

  it.each([
    [{ newPassword: 'short', confirmPassword: 'short' }, 'New password must be at least 8 characters long'],
    [{ confirmPassword: 'different one' }, "New password and confirmation password don't match"],
    [{ currentPassword: '' }, 'Current password is required'],
  ])('answers 400 for %j with "%s"', async (over, message) => {
    const { cookie } = await register(t.app);
    const res = await changePassword(cookie, { ...body(PASSWORD), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
  it('allows 10 attempts per user in 15 minutes, then 429', async () => {
    const { cookie } = await register(t.app);
    for (let i = 0; i < 10; i++) expect((await changePassword(cookie, body(`wrong-${i}`))).statusCode).toBe(400);
    const res = await changePassword(cookie, body(PASSWORD));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringContaining('password change attempts'),
    });
  });
});

describe('sessions', () => {
  it('lists the live sessions with the current one flagged, never a token', async () => {
    const { cookie, email } = await register(t.app);
    const second = sessionCookie(await login(t.app, email, PASSWORD))!;
    const res = await sessions(cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as { id: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]).toEqual({
      id: expect.any(String),
      current: expect.any(Boolean),
      userAgent: 'lightMyRequest',
      ip: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    for (const c of [cookie, second]) expect(res.body).not.toContain(c.split('=')[1]);
  });

  it('ends one of the own sessions by id', async () => {
    const { cookie, email } = await register(t.app);
    const second = sessionCookie(await login(t.app, email, PASSWORD))!;
    const list = (await sessions(cookie)).json().sessions as { id: string; current: boolean }[];
    const other = list.find((s) => !s.current)!;
    expect((await endSession(cookie, other.id)).statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ending the current session clears the cookie', async () => {
    const { cookie } = await register(t.app);
    const [current] = (await sessions(cookie)).json().sessions as { id: string }[];
    const res = await endSession(cookie, current!.id);
    expect(res.statusCode).toBe(204);
    expect(setCookies(res).join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("answers 404 for another user's session and leaves it alive", async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const [bobSession] = (await sessions(bob.cookie)).json().sessions as { id: string }[];
    const res = await endSession(alice.cookie, bobSession!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    expect((await me(bob.cookie)).statusCode).toBe(200);
    expect((await sessions(alice.cookie)).json().sessions.map((s: { id: string }) => s.id)).not.toContain(
      bobSession!.id,
    );
  });

  it('answers 404 for an unknown id and 401 when signed out', async () => {
    const { cookie } = await register(t.app);
    expect((await endSession(cookie, 'no-such-session')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/user', () => {
  it('deletes the account and its data, ends every session and clears the cookie', async () => {
    const { cookie, email, user } = await register(t.app);
    const second = sessionCookie(await login(t.app, email, PASSWORD))!;
    await t.app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: authed(cookie),
      payload: { agentId: 'ai-email-assistant', promptTokens: 1, completionTokens: 2 },
    });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: authedNoBody(cookie) });
    expect(res.statusCode).toBe(204);
    expect(setCookies(res).join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;`));
    for (const c of [cookie, second]) expect((await me(c)).statusCode).toBe(401);
    const db = t.db.kysely;
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('usage_events').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
    // The address is free again.
    await register(t.app, { email });
  });

  it('answers 401 when signed out and is CSRF-checked', async () => {
    const { cookie } = await register(t.app);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: authedNoBody('x=y') })).statusCode,
    ).toBe(401);
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie, origin: 'https://evil.example', 'x-requested-with': 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
