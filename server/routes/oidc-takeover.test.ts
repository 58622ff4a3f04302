import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../services/sessions.js';
import { authed, login, PASSWORD, register, registerOnPlan, SESSION_COOKIE_NAME } from '../test/auth-helpers.js';
import { MiniBrowser, type Page } from '../test/mini-browser.js';
import { startOidcProvider, type TestOidcProvider } from '../test/oidc-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Account pre-hijacking: someone registers (or moves their profile to) an address they do not own,
 * and waits for the owner to sign in through the OpenID provider. Whatever the squatter held before
 * the owner proved the address (password, sessions, a sign-in identity, linked mailboxes) must
 * reach nothing of the owner's account, and the admin address must never make the squatter admin.
 */
const PUBLIC_URL = 'http://localhost:3000';
const toApp = (u: URL) => u.origin === PUBLIC_URL;
const ADMIN = 'boss@example.test';
const ADMIN_BY_PROFILE = 'chief@example.test';

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({
    publicUrl: PUBLIC_URL,
    accounts: {
      // A squatter's own provider identity whose provider did not check the address it claims.
      'squatter-sso': { email: 'victim-sso@example.test', email_verified: false },
    },
  });
  t = await createTestApp({ PUBLIC_URL, ADMIN_EMAIL: ADMIN, ...idp.env });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** app -> provider login form (any name; `<name>@example.test`, verified) -> consent -> callback. */
async function signIn(browser: MiniBrowser, name: string): Promise<Page> {
  const start = await browser.request('/api/login');
  let page = await browser.go(start.location!, {}, toApp);
  page = await browser.submit(page, { login: name, password: 'ignored' }, toApp);
  if (page.body.includes('name="prompt" value="consent"')) page = await browser.submit(page, {}, toApp);
  expect(page.location).toMatch(/^http:\/\/localhost:3000\/api\/callback\?/);
  return browser.request(page.location!);
}

const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const meIn = async (browser: MiniBrowser) => {
  const res = await browser.request('/api/auth/user');
  return { status: res.status, user: res.status === 200 ? JSON.parse(res.body) : undefined };
};
const userRow = (email: string) =>
  t.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

async function linkMailbox(userId: string) {
  const now = Date.now();
  const id = `mbx-${userId}`;
  await t.db.kysely
    .insertInto('email_accounts')
    .values({
      id,
      user_id: userId,
      provider: 'gmail',
      email: 'squatters-own@gmail.example',
      display_name: null,
      auth_type: 'oauth',
      access_token_enc: 'sealed-access',
      refresh_token_enc: 'sealed-refresh',
      token_expires_at: now + 3600_000,
      app_password_enc: null,
      scope: 'mail',
      last_sync_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

describe('a password account registered on someone else’s address', () => {
  it('is taken over by the owner’s verified OpenID sign-in: the squatter keeps no session, password or admin', async () => {
    // On Pro, so the forwarding automation below is one the squatter's plan allows.
    const squatter = await registerOnPlan(t.app, 'pro', { email: ADMIN });
    expect((await me(squatter.cookie)).json()).toMatchObject({ isAdmin: false, allAccess: false });
    // A second session elsewhere, and a mailbox of the squatter's linked to the account.
    const elsewhere = await login(t.app, ADMIN, PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    const mailbox = await linkMailbox(squatter.user.id);
    // An automation that would forward the owner's mail to the squatter, and the squatter's stored key.
    const forward = await t.app.inject({
      method: 'POST',
      url: '/api/automations',
      headers: authed(squatter.cookie),
      payload: {
        name: 'Copy everything',
        triggerType: 'sender',
        triggerValue: '@example.com',
        actionType: 'forward',
        recipientEmail: 'squatter@evil.example',
        emailTemplate: 'FYI',
        accountId: mailbox,
      },
    });
    expect(forward.statusCode).toBe(201);
    await t.db.kysely
      .insertInto('automation_keys')
      .values({
        user_id: squatter.user.id,
        key_enc: 'sealed',
        base_url: null,
        key_hint: 'abcd',
        created_at: Date.now(),
      })
      .execute();

    const owner = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(owner, 'boss')).location).toBe('/');
    const { status, user } = await meIn(owner);
    expect(status).toBe(200);
    expect(user).toMatchObject({ email: ADMIN, isAdmin: true, emailVerified: true, hasPassword: false });

    // Every way in the squatter had is gone.
    expect((await me(squatter.cookie)).statusCode).toBe(401);
    const other = elsewhere.headers['set-cookie'] as string | string[];
    const otherCookie = [other].flat()[0]!.split(';')[0]!;
    expect((await me(otherCookie)).statusCode).toBe(401);
    const again = await login(t.app, ADMIN, PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(JSON.stringify(again.json())).not.toContain('isAdmin');
    // The squatter's mailbox no longer sends or reads for the owner until the owner links it again.
    const box = await t.db.kysely
      .selectFrom('email_accounts')
      .selectAll()
      .where('id', '=', mailbox)
      .executeTakeFirstOrThrow();
    expect(box).toMatchObject({ is_active: 0, needs_reauth: 1, access_token_enc: null, refresh_token_enc: null });
    // The squatter's automations are stopped (relinking a mailbox does not start them) and the key is gone.
    const automations = await t.db.kysely
      .selectFrom('automations')
      .select(['status', 'paused_reason', 'next_run_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(automations).toEqual([{ status: 'stopped', paused_reason: null, next_run_at: null }]);
    const keys = await t.db.kysely
      .selectFrom('automation_keys')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(keys).toEqual([]);
    // The owner's own session is the only one.
    const sessions = await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('keeps password and sessions of an account whose address was already proven', async () => {
    const account = await register(t.app, { email: 'proven@example.test' });
    // As a completed password reset leaves it (the code reached this mailbox).
    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: Date.now() })
      .where('id', '=', account.user.id)
      .execute();
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(browser, 'proven')).location).toBe('/');
    expect((await meIn(browser)).user).toMatchObject({ id: account.user.id, hasPassword: true });
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect((await login(t.app, 'proven@example.test', PASSWORD)).statusCode).toBe(200);
  });

  it('takes the address back from a squatter’s own provider identity that claimed it unverified', async () => {
    const squatter = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(squatter, 'squatter-sso')).location).toBe('/');
    expect((await meIn(squatter)).user).toMatchObject({ email: 'victim-sso@example.test', emailVerified: false });

    const owner = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(owner, 'victim-sso')).location).toBe('/');
    expect((await meIn(owner)).user).toMatchObject({ email: 'victim-sso@example.test', emailVerified: true });
    expect((await meIn(squatter)).status).toBe(401);
    expect(await userRow('victim-sso@example.test')).toMatchObject({ oidc_sub: 'victim-sso' });

    // Signing in again through the squatter's identity reaches nothing.
    const retry = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(retry, 'squatter-sso')).location).toBe('/?login_error=account_exists');
    expect(retry.cookies(PUBLIC_URL).has(SESSION_COOKIE_NAME)).toBe(false);
  });
});

describe('a profile whose email was changed to someone else’s address', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ PUBLIC_URL, ADMIN_EMAIL: ADMIN_BY_PROFILE, ...idp.env });
  });
  afterAll(() => t2.close());

  it('never makes the squatter admin, and the owner’s sign-in leaves the squatter nothing', async () => {
    const squatter = await register(t2.app, { email: 'squatter@example.test' });
    // The squatter proved their own address first; the change makes the new one unproven.
    await t2.db.kysely
      .updateTable('users')
      .set({ email_verified_at: Date.now() })
      .where('id', '=', squatter.user.id)
      .execute();
    const changed = await t2.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/profile',
      headers: authed(squatter.cookie),
      payload: { email: ADMIN_BY_PROFILE },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: ADMIN_BY_PROFILE, isAdmin: false, emailVerified: false });

    const owner = new MiniBrowser(t2.app, PUBLIC_URL);
    expect((await signIn(owner, 'chief')).location).toBe('/');
    const ownerMe = await owner.request('/api/auth/user');
    expect(JSON.parse(ownerMe.body)).toMatchObject({ email: ADMIN_BY_PROFILE, isAdmin: true, hasPassword: false });

    expect((await t2.app.inject({ url: '/api/auth/user', headers: { cookie: squatter.cookie } })).statusCode).toBe(401);
    for (const email of [ADMIN_BY_PROFILE, 'squatter@example.test']) {
      expect((await login(t2.app, email, PASSWORD)).statusCode).toBe(401);
    }
  });
});

describe('a password sign-in that races the removal of its password', () => {
  it('gets no session once the verified password is no longer the account’s', async () => {
    const account = await register(t.app, { email: 'racer@example.test' });
    const { password_hash: verified } = await userRow('racer@example.test');
    // What a takeover does between the sign-in's argon2 check and its session insert.
    await t.db.kysely.updateTable('users').set({ password_hash: null }).where('id', '=', account.user.id).execute();
    const created = await createSession(t.db.kysely, account.user.id, {}, Date.now(), verified!);
    expect(created).toBeUndefined();
    const rows = await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', account.user.id).execute();
    expect(rows).toHaveLength(1); // the registration's own, nothing new
  });
});
