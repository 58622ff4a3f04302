import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowsInsecureIssuer } from '../lib/insecure-issuer.js';
import { PASSWORD, register, SESSION_COOKIE_NAME } from '../test/auth-helpers.js';
import { MiniBrowser, type Page } from '../test/mini-browser.js';
import { startOidcProvider, type TestOidcProvider } from '../test/oidc-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OIDC_STATE_COOKIE } from './oidc.js';

const PUBLIC_URL = 'http://localhost:3000';
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const toApp = (u: URL) => u.origin === PUBLIC_URL;

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({
    publicUrl: PUBLIC_URL,
    accounts: {
      grace: { email: 'Grace@Navy.example', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
      nomail: { name: 'No Mail' },
      unverified: { email: 'taken-unverified@example.test', email_verified: false },
    },
  });
  t = await createTestApp({ PUBLIC_URL, ...idp.env });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Walks the whole sign-in: app -> provider login form -> consent -> back to the app's callback. */
async function signIn(browser: MiniBrowser, login: string): Promise<Page> {
  const start = await browser.request('/api/login');
  expect(start.status).toBe(302);
  let page = await browser.go(start.location!, {}, toApp);
  page = await browser.submit(page, { login, password: 'ignored' }, toApp);
  if (page.body.includes('name="prompt" value="consent"')) page = await browser.submit(page, {}, toApp);
  expect(page.location, `ended on ${page.url}: ${page.body.slice(0, 200)}`).toMatch(
    /^http:\/\/localhost:3000\/api\/callback\?/,
  );
  return browser.request(page.location!);
}

const currentUser = (browser: MiniBrowser) => browser.request('/api/auth/user');
const userRow = (email: string) =>
  t.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('OpenID Connect sign-in against a real provider', () => {
  it('creates an account without a password on first sign-in, signs in, and redirects to /', async () => {
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    const callback = await signIn(browser, 'grace');
    expect(callback.status).toBe(302);
    expect(callback.location).toBe('/');
    expect(browser.cookies(PUBLIC_URL).get(SESSION_COOKIE_NAME)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookies(PUBLIC_URL).has(OIDC_STATE_COOKIE)).toBe(false);

    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({
      email: 'grace@navy.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
    });
    const row = await userRow('grace@navy.example');
    expect(row).toMatchObject({ password_hash: null, oidc_issuer: idp.issuer, oidc_sub: 'grace' });
    expect(await t.db.kysely.selectFrom('oidc_login_states').selectAll().execute()).toEqual([]);
  });

  it('signs the same (issuer, sub) into the same account next time, with a new session', async () => {
    const first = new MiniBrowser(t.app, PUBLIC_URL);
    await signIn(first, 'returning');
    const second = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(second, 'returning')).location).toBe('/');
    const a = JSON.parse((await currentUser(first)).body);
    const b = JSON.parse((await currentUser(second)).body);
    expect(b.id).toBe(a.id);
    expect(first.cookies(PUBLIC_URL).get(SESSION_COOKIE_NAME)).not.toBe(
      second.cookies(PUBLIC_URL).get(SESSION_COOKIE_NAME),
    );
    const users = await t.db.kysely.selectFrom('users').select('id').where('oidc_sub', '=', 'returning').execute();
    expect(users).toHaveLength(1);
  });

  it('gives the provider-verified owner the password account with that address, without its unproven password', async () => {
    const existing = await register(t.app, { email: 'linked@example.test' });
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(browser, 'linked')).location).toBe('/');
    const me = JSON.parse((await currentUser(browser)).body);
    // Same account (its data stays); the password set before the address was proven does not.
    expect(me).toMatchObject({ id: existing.user.id, hasPassword: false, emailVerified: true });
    expect(await userRow('linked@example.test')).toMatchObject({ oidc_sub: 'linked', oidc_issuer: idp.issuer });
  });

  it('refuses to link when the provider did not verify the address', async () => {
    await register(t.app, { email: 'taken-unverified@example.test', password: PASSWORD });
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    const callback = await signIn(browser, 'unverified');
    expect(callback.location).toBe('/?login_error=account_exists');
    expect(browser.cookies(PUBLIC_URL).has(SESSION_COOKIE_NAME)).toBe(false);
    expect((await userRow('taken-unverified@example.test'))?.oidc_sub).toBeNull();
  });

  it('refuses an identity without an email address', async () => {
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await signIn(browser, 'nomail')).location).toBe('/?login_error=email_missing');
  });
});

describe('GET /api/login', () => {
  it('redirects to the provider with PKCE S256, state and nonce, and stores the flow for 10 minutes', async () => {
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    const before = Date.now();
    const res = await browser.request('/api/login');
    expect(res.status).toBe(302);
    const url = new URL(res.location!);
    expect(url.origin).toBe(idp.issuer);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: `${PUBLIC_URL}/api/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await t.db.kysely
      .selectFrom('oidc_login_states')
      .selectAll()
      .where('state_hash', '=', sha256(q.state!))
      .executeTakeFirstOrThrow();
    expect(row.nonce).toBe(q.nonce);
    const challenge = createHash('sha256').update(row.code_verifier).digest('base64url');
    expect(challenge).toBe(q.code_challenge);
    expect(row.expires_at - row.created_at).toBe(10 * 60 * 1000);
    expect(row.created_at).toBeGreaterThanOrEqual(before);

    const cookie = res.setCookies.find((c) => c.startsWith(`${OIDC_STATE_COOKIE}=`))!;
    expect(cookie).toContain(`${OIDC_STATE_COOKIE}=${q.state}`);
    expect(cookie).toMatch(/;\s*Path=\/api\/callback/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Max-Age=600/i);
  });
});

describe('GET /api/callback error paths', () => {
  /** Starts a flow and returns the browser (holding the state cookie) and the state. */
  async function started() {
    const browser = new MiniBrowser(t.app, PUBLIC_URL);
    const res = await browser.request('/api/login');
    return { browser, state: new URL(res.location!).searchParams.get('state')! };
  }
  const callback = (browser: MiniBrowser, query: string) => browser.request(`/api/callback?${query}`);

  it('answers missing_parameters without code or state', async () => {
    const { browser, state } = await started();
    expect((await callback(browser, `state=${state}`)).location).toBe('/?login_error=missing_parameters');
    expect((await callback(browser, 'code=abc')).location).toBe('/?login_error=missing_parameters');
  });

  it('answers invalid_state when the state does not match the browser, or is unknown', async () => {
    const { browser, state } = await started();
    expect((await callback(browser, `code=abc&state=${state}x`)).location).toBe('/?login_error=invalid_state');
    // A browser that never started this flow cannot finish it (login CSRF).
    const stranger = new MiniBrowser(t.app, PUBLIC_URL);
    expect((await callback(stranger, `code=abc&state=${state}`)).location).toBe('/?login_error=invalid_state');
    const forged = new MiniBrowser(t.app, PUBLIC_URL);
    forged.cookies(PUBLIC_URL).set(OIDC_STATE_COOKIE, 'made-up-state');
    expect((await callback(forged, 'code=abc&state=made-up-state')).location).toBe('/?login_error=invalid_state');
  });

  it('answers session_expired for a flow older than 10 minutes', async () => {
    const { browser, state } = await started();
    await t.db.kysely
      .updateTable('oidc_login_states')
      .set({ expires_at: Date.now() - 1 })
      .where('state_hash', '=', sha256(state))
      .execute();
    expect((await callback(browser, `code=abc&state=${state}`)).location).toBe('/?login_error=session_expired');
  });

  it('answers invalid_grant for a code the provider does not know, and uses the state only once', async () => {
    const { browser, state } = await started();
    const cookie = browser.cookies(PUBLIC_URL).get(OIDC_STATE_COOKIE)!;
    const res = await callback(browser, `code=not-a-real-code&state=${state}&iss=${encodeURIComponent(idp.issuer)}`);
    expect(res.location).toBe('/?login_error=invalid_grant');
    browser.cookies(PUBLIC_URL).set(OIDC_STATE_COOKIE, cookie);
    expect((await callback(browser, `code=again&state=${state}`)).location).toBe('/?login_error=invalid_state');
  });

  it('passes access_denied through and maps other provider errors to oauth_failed', async () => {
    const { browser, state } = await started();
    expect((await callback(browser, `error=access_denied&state=${state}`)).location).toBe(
      '/?login_error=access_denied',
    );
    expect((await callback(browser, `error=server_error&state=${state}`)).location).toBe('/?login_error=oauth_failed');
  });
});

describe('without OpenID configuration', () => {
  it('sends /api/login to the password sign-in dialog and /api/callback home', async () => {
    const plain = await createTestApp();
    try {
      const login = await plain.app.inject('/api/login');
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/?login=1');
      const cb = await plain.app.inject('/api/callback?code=x&state=y');
      expect(cb.headers.location).toBe('/?login=1');
    } finally {
      await plain.close();
    }
  });

  it('reports an unreachable provider as provider_unavailable', async () => {
    const down = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    try {
      const login = await down.app.inject('/api/login');
      expect(login.headers.location).toBe('/?login_error=provider_unavailable');
    } finally {
      await down.close();
    }
  });
});

describe('allowsInsecureIssuer', () => {
  it('lets plain http through only for a loopback issuer outside production', () => {
    expect(allowsInsecureIssuer({ NODE_ENV: 'test' }, new URL('http://127.0.0.1:4000'))).toBe(true);
    expect(allowsInsecureIssuer({ NODE_ENV: undefined }, new URL('http://localhost:4000'))).toBe(true);
    expect(allowsInsecureIssuer({ NODE_ENV: 'production' }, new URL('http://127.0.0.1:4000'))).toBe(false);
    expect(allowsInsecureIssuer({ NODE_ENV: 'test' }, new URL('http://id.example'))).toBe(false);
    expect(allowsInsecureIssuer({ NODE_ENV: 'test' }, new URL('https://id.example'))).toBe(false);
  });
});
