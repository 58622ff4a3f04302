import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { secretContext } from '../services/email-accounts.js';
import { authed, register } from '../test/auth-helpers.js';
import { freePort, startDovecot } from '../test/dovecot.js';
import { startSmtpLoginServer, type SmtpLoginServer } from '../test/smtp-login.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Linking iCloud and Yahoo with an app password (POST /api/email/accounts/app-password) against a
 * real IMAP server (a private dovecot) and a real SMTP server (smtp-server), both TLS-only with a
 * self-signed certificate, which is why these apps set MAIL_TLS_REJECT_UNAUTHORIZED=false.
 */
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const dovecot = await startDovecot(APP_PASSWORD);
if (!dovecot.ok) console.warn(`SKIPPED app-password sign-in tests against IMAP: ${dovecot.reason}`);

const post = (app: TestApp, cookie: string, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/email/accounts/app-password', headers: authed(cookie), payload });

describe.skipIf(!dovecot.ok)('app passwords against real IMAP and SMTP servers', () => {
  const imap = dovecot.ok ? dovecot.server : undefined!;
  let smtp: SmtpLoginServer;
  let wrongSmtp: SmtpLoginServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpLoginServer({ password: APP_PASSWORD, tls: imap.tls });
    wrongSmtp = await startSmtpLoginServer({ password: 'a-different-password', tls: imap.tls });
    t = await createTestApp({
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_IMAP_HOST: imap.host,
      ICLOUD_IMAP_PORT: String(imap.port),
      ICLOUD_SMTP_HOST: '127.0.0.1',
      ICLOUD_SMTP_PORT: String(smtp.port),
      // Yahoo's IMAP accepts the password, its SMTP does not: the SMTP check must catch that.
      YAHOO_IMAP_HOST: imap.host,
      YAHOO_IMAP_PORT: String(imap.port),
      YAHOO_SMTP_HOST: '127.0.0.1',
      YAHOO_SMTP_PORT: String(wrongSmtp.port),
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await wrongSmtp?.close();
    await imap.stop();
  });

  it('signs in to IMAP and SMTP, then saves the iCloud account with the password encrypted', async () => {
    const { cookie, user } = await register(t.app);
    // Pasted with spaces around and inside: they are not part of the password.
    const res = await post(t, cookie, {
      provider: 'icloud',
      email: 'Ann@iCloud.example',
      appPassword: ` ${APP_PASSWORD.replaceAll('-', '- ')} `,
      displayName: 'Ann at home',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      provider: 'icloud',
      email: 'ann@icloud.example',
      displayName: 'Ann at home',
      authType: 'app_password',
      isActive: true,
      syncEnabled: false,
      needsReauth: false,
    });
    expect(smtp.logins).toContainEqual({ user: 'ann@icloud.example', ok: true });

    const row = await t.db.kysely
      .selectFrom('email_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ auth_type: 'app_password', access_token_enc: null, refresh_token_enc: null });
    expect(row.app_password_enc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(APP_PASSWORD);
    expect(res.body).not.toContain(APP_PASSWORD);
    const box = cryptoBoxFor(t.app.config);
    expect(box.open(row.app_password_enc!, secretContext(user.id, 'app_password_enc'))).toBe(APP_PASSWORD);
    const list = await t.app.inject({ url: '/api/email/accounts', headers: authed(cookie) });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses a wrong password at IMAP with a message saying so, and saves nothing', async () => {
    const { cookie, user } = await register(t.app);
    const res = await post(t, cookie, { provider: 'icloud', email: 'ann@icloud.example', appPassword: 'wrong-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'imap_login_failed',
      message: 'Could not sign in to iCloud mail (IMAP). Check the address and app-specific password.',
    });
    const rows = await t.db.kysely.selectFrom('email_accounts').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses when SMTP rejects the password even though IMAP took it', async () => {
    const { cookie } = await register(t.app);
    const res = await post(t, cookie, { provider: 'yahoo', email: 'bob@yahoo.example', appPassword: APP_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'smtp_login_failed',
      message: 'Could not sign in to Yahoo mail (SMTP). Check the address and app password.',
    });
    expect(wrongSmtp.logins).toContainEqual({ user: 'bob@yahoo.example', ok: false });
  });

  it("checks certificates unless told not to: the test server's self-signed one is refused by default", async () => {
    const strict = await createTestApp({ ICLOUD_IMAP_HOST: imap.host, ICLOUD_IMAP_PORT: String(imap.port) });
    try {
      const { cookie } = await register(strict.app);
      const res = await post(strict, cookie, {
        provider: 'icloud',
        email: 'a@icloud.example',
        appPassword: APP_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('imap_unreachable');
    } finally {
      await strict.close();
    }
  });
});

describe('app passwords without a reachable server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort(); // nothing listens there
    t = await createTestApp({ ICLOUD_IMAP_HOST: '127.0.0.1', ICLOUD_IMAP_PORT: String(port) });
  });
  afterAll(() => t?.close());

  it('says the server could not be reached', async () => {
    const { cookie } = await register(t.app);
    const res = await post(t, cookie, { provider: 'icloud', email: 'a@icloud.example', appPassword: APP_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'imap_unreachable',
      message: `Could not reach iCloud mail (IMAP) at 127.0.0.1:${port}. Please try again later.`,
    });
  });

  it('validates the request: provider, address and password', async () => {
    const { cookie } = await register(t.app);
    const bad = [
      { provider: 'gmail', email: 'a@gmail.example', appPassword: 'x' },
      { provider: 'icloud', email: 'not an address', appPassword: 'x' },
      { provider: 'icloud', email: 'a@icloud.example', appPassword: '   ' },
    ];
    for (const payload of bad) {
      const res = await post(t, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/email/accounts/app-password',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: { provider: 'icloud', email: 'a@icloud.example', appPassword: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('limits sign-in attempts per user: the 11th within 15 minutes gets a 429', async () => {
    const { cookie } = await register(t.app);
    const payload = { provider: 'icloud', email: 'a@icloud.example', appPassword: 'guess' };
    for (let i = 0; i < 10; i++) expect((await post(t, cookie, payload)).statusCode).toBe(400);
    const limited = await post(t, cookie, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Too many attempts to link a mailbox. Please wait 15 minutes and try again.',
    );
  });
});
