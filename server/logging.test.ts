import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from './app.js';
import { authed, sessionCookie, tokenOf } from './test/auth-helpers.js';
import { MiniBrowser } from './test/mini-browser.js';
import { startOidcProvider, type TestOidcProvider } from './test/oidc-provider.js';
import { createTestApp, JSON_HEADERS, type TestApp } from './test/test-app.js';

const PUBLIC_URL = 'http://localhost:3000';
const FIRST = 'first-Secret-passphrase-111';
const WRONG = 'wrong-Secret-passphrase-222';
const SECOND = 'second-Secret-passphrase-333';
const THIRD = 'third-Secret-passphrase-444';
const EMAIL = 'logged.user@example.test';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    log += chunk.toString();
    done();
  },
});

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({ publicUrl: PUBLIC_URL });
  // No SMTP_URL: the reset code goes to the outbox table, and its log line must not carry it.
  t = await createTestApp({ PUBLIC_URL, ...idp.env }, { logger: { level: 'trace', stream, redact: LOG_REDACT } });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? authed(cookie) : JSON_HEADERS, payload });

describe('server log', () => {
  it('never contains a password, reset code, cookie value, session token or OpenID code', async () => {
    const secrets: string[] = [FIRST, WRONG, SECOND, THIRD];

    const reg = await post('/api/auth/register', {
      firstName: 'Log',
      lastName: 'Test',
      email: EMAIL,
      password: FIRST,
      confirmPassword: FIRST,
    });
    expect(reg.statusCode).toBe(201);
    secrets.push(tokenOf(sessionCookie(reg)!));

    expect((await post('/api/auth/login', { email: EMAIL, password: WRONG })).statusCode).toBe(401);
    const login = await post('/api/auth/login', { email: EMAIL, password: FIRST });
    const cookie = sessionCookie(login)!;
    secrets.push(tokenOf(cookie));
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);

    expect((await post('/api/auth/request-password-reset', { email: EMAIL })).statusCode).toBe(200);
    await t.app.systemMail.flush();
    const mail = await t.db.kysely
      .selectFrom('system_mail')
      .selectAll()
      .where('to', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const code = /reset code is: (\d{6})/.exec(mail.text)![1]!;
    // Checked separately below: six digits can occur by chance inside timestamps.
    const wrongCode = code === '999999' ? '999998' : '999999';
    expect(
      (await post('/api/auth/reset-password', { email: EMAIL, resetCode: wrongCode, newPassword: SECOND })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/reset-password', { email: EMAIL, resetCode: code, newPassword: SECOND })).statusCode,
    ).toBe(200);

    const again = sessionCookie(await post('/api/auth/login', { email: EMAIL, password: SECOND }))!;
    secrets.push(tokenOf(again));
    const changed = await post(
      '/api/auth/user/change-password',
      { currentPassword: SECOND, newPassword: THIRD, confirmPassword: THIRD },
      again,
    );
    expect(changed.statusCode).toBe(200);
    await t.app.inject({ url: '/api/logout', headers: { cookie: again } });

    // An OpenID sign-in: the authorization code, state and new session token stay out too.
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    const start = await browser.request('/api/login');
    let page = await browser.go(start.location!, {}, (u) => u.origin === PUBLIC_URL);
    page = await browser.submit(page, { login: 'logger', password: 'x' }, (u) => u.origin === PUBLIC_URL);
    page = await browser.submit(page, {}, (u) => u.origin === PUBLIC_URL);
    const callbackUrl = new URL(page.location!);
    secrets.push(callbackUrl.searchParams.get('code')!, callbackUrl.searchParams.get('state')!);
    expect((await browser.request(callbackUrl.href)).location).toBe('/');
    secrets.push(browser.cookies(PUBLIC_URL).get('agentops_session')!);

    await t.app.systemMail.flush();
    expect(log).toContain('incoming request');
    expect(log).toContain('"url":"/api/callback"');
    // The outbox line names the recipient and subject, nothing more.
    expect(log).toContain(`"to":"${EMAIL}"`);
    expect(log).toContain('Your AgentOps password reset code');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toMatch(/argon2id/);
  });
});
