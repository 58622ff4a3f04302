import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_RESET_CODE_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  USERNAME_RECOVERY_MESSAGE,
} from '../services/password-reset.js';
import { login, nextIp, PASSWORD, register, sessionCookie } from '../test/auth-helpers.js';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

const NEW_PASSWORD = 'a brand new passphrase';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'AgentOps <no-reply@agentops.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload, remoteAddress });
const requestReset = (email: string, ip?: string) => post('/api/auth/request-password-reset', { email }, ip);
const requestUsername = (email: string, ip?: string) => post('/api/auth/request-username-recovery', { email }, ip);
const reset = (email: string, resetCode: string, newPassword = NEW_PASSWORD, ip?: string) =>
  post('/api/auth/reset-password', { email, resetCode, newPassword }, ip);
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const codeIn = (text: string) => /reset code is: (\d{6})/.exec(text)?.[1];

/** Requests a code and reads it from the mail that arrives over SMTP. */
async function freshCode(email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mail = await smtp.waitFor(email, before);
  const code = codeIn(mail.text);
  if (!code) throw new Error('no code in the mail');
  return code;
}

const invalidCode = { error: { code: 'invalid_reset_code', message: INVALID_RESET_CODE_MESSAGE } };

describe('POST /api/auth/request-password-reset', () => {
  it('mails a 6-digit code over SMTP and keeps only its HMAC', async () => {
    const { email } = await register(t.app, { firstName: 'Marie', lastName: 'Curie' });
    const res = await requestReset(` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const mail = await smtp.waitFor(email);
    expect(mail.from).toMatch(/^"?AgentOps"? <no-reply@agentops\.test>$/);
    expect(mail.subject).toBe('Your AgentOps password reset code');
    expect(mail.text).toContain('Hello Marie Curie');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).not.toContain(code);
    const rows = await t.db.kysely.selectFrom('password_reset_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const res = await requestReset('no-account@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await t.app.systemMail.flush();
    expect(mailsTo('no-account@example.test')).toEqual([]);
  });

  it('tells an external-login account that it has no password, without a code', async () => {
    const ext = await register(t.app);
    await t.db.kysely
      .updateTable('users')
      .set({ password_hash: null, oidc_issuer: 'https://id.example', oidc_sub: 'ext-1' })
      .where('id', '=', ext.user.id)
      .execute();
    expect((await requestReset(ext.email)).json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const mail = await smtp.waitFor(ext.email);
    expect(mail.text).toContain('signs in with an external identity provider');
    expect(codeIn(mail.text)).toBeUndefined();
    expect((await reset(ext.email, '123456')).json()).toEqual(invalidCode);
  });

  it('answers 400 for a malformed email', async () => {
    const res = await requestReset('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid email address');
  });

  it('sends at most 3 mails per address in 10 minutes, counting addresses with and without accounts alike', async () => {
    const { email } = await register(t.app);
    for (const address of [email, 'ghost@example.test']) {
      for (let i = 0; i < 3; i++) expect((await requestReset(address)).statusCode).toBe(200);
      const res = await requestReset(address);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'rate_limited', message: expect.stringContaining('this address') });
    }
    await t.app.systemMail.flush();
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('allows 5 requests per client address in 15 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await requestReset(`spread-${i}@example.test`, ip)).statusCode).toBe(200);
    const res = await requestReset('spread-x@example.test', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/Too many recovery requests/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the user and accepts the code only once', async () => {
    const { email, cookie } = await register(t.app);
    const other = sessionCookie(await login(t.app, email, PASSWORD))!;
    const code = await freshCode(email);

    const res = await reset(email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });
    for (const c of [cookie, other]) {
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: c } })).statusCode).toBe(401);
    }
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(email, code, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidCode);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    const { email } = await register(t.app);
    const code = await freshCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await reset(email, wrong, NEW_PASSWORD, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidCode);
    }
    expect((await reset(email, code)).json()).toEqual(invalidCode);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const { email, user } = await register(t.app);
    const first = await freshCode(email);
    const second = await freshCode(email);
    if (first !== second) expect((await reset(email, first)).json()).toEqual(invalidCode);
    await t.db.kysely
      .updateTable('password_reset_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset(email, second)).json()).toEqual(invalidCode);
  });

  it('answers the same for an address without an account', async () => {
    const res = await reset('nobody-here@example.test', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCode);
  });

  it.each([
    [{ resetCode: '12345' }, 'Enter the 6-digit code from the email'],
    [{ resetCode: 'abcdef' }, 'Enter the 6-digit code from the email'],
    [{ newPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('answers 400 for %j with "%s"', async (over, message) => {
    const res = await post('/api/auth/reset-password', {
      email: 'a@example.test',
      resetCode: '123456',
      newPassword: NEW_PASSWORD,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('allows 10 code checks per client address in 15 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await reset('guess@example.test', '111111', NEW_PASSWORD, ip)).statusCode).toBe(400);
    const res = await reset('guess@example.test', '111111', NEW_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/Too many reset attempts/);
  });
});

describe('POST /api/auth/request-username-recovery', () => {
  it('mails the sign-in email and name of the account', async () => {
    const { email } = await register(t.app, { firstName: 'Alan', lastName: 'Turing' });
    const res = await requestUsername(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: USERNAME_RECOVERY_MESSAGE });
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Your AgentOps sign-in details');
    expect(mail.text).toContain(`You sign in to AgentOps with this email address: ${email}`);
    expect(mail.text).toContain('Name on the account: Alan Turing');
  });

  it('tells an external-login account to use its provider', async () => {
    const ext = await register(t.app);
    await t.db.kysely.updateTable('users').set({ password_hash: null }).where('id', '=', ext.user.id).execute();
    await requestUsername(ext.email);
    expect((await smtp.waitFor(ext.email)).text).toContain('external identity provider');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await requestUsername('unknown-user@example.test');
    expect(res.json()).toEqual({ message: USERNAME_RECOVERY_MESSAGE });
    await t.app.systemMail.flush();
    expect(mailsTo('unknown-user@example.test')).toEqual([]);
  });

  it('limits mails per address like reset codes', async () => {
    const { email } = await register(t.app);
    for (let i = 0; i < 3; i++) expect((await requestUsername(email)).statusCode).toBe(200);
    expect((await requestUsername(email)).statusCode).toBe(429);
  });
});

describe('system mail without SMTP_URL', () => {
  it('writes the message to the system_mail outbox', async () => {
    const local = await createTestApp();
    try {
      const { email } = await register(local.app);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: JSON_HEADERS,
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      await local.app.systemMail.flush();
      const rows = await local.db.kysely.selectFrom('system_mail').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to: email, subject: 'Your AgentOps password reset code' });
      expect(rows[0]!.text).toMatch(/reset code is: \d{6}/);
    } finally {
      await local.close();
    }
  });
});
