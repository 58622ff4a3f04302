import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../app.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { secretContext } from '../services/email-accounts.js';
import { authed, login, PASSWORD, register, sessionCookie } from '../test/auth-helpers.js';
import { MiniBrowser } from '../test/mini-browser.js';
import { authorizeAtProvider, linkMailbox, popupFor, startLink, startMailIdp, type MailIdp } from '../test/mail-idp.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Linking by OAuth (routes/email-oauth.ts), walked end to end against a real oidc-provider. */
const PUBLIC_URL = 'http://localhost:3000';
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** Everything the app logs, so the last test can check that no code, state or token is in it. */
let log = '';
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    log += chunk.toString();
    done();
  },
});
const secrets: string[] = [];

let mail: MailIdp;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailIdp(PUBLIC_URL, {
    accounts: {
      ann: { email: 'Ann@Gmail.example', email_verified: true, name: 'Ann Example' },
      quiet: { email: 'quiet@yahoo.example', email_verified: true, emailInUserinfoOnly: true },
      nomail: { name: 'No Mail' },
    },
  });
  t = await createTestApp({ PUBLIC_URL, ...mail.env }, { logger: { level: 'trace', stream, redact: LOG_REDACT } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const accounts = (userId: string) =>
  t.db.kysely.selectFrom('email_accounts').selectAll().where('user_id', '=', userId).execute();
const result = (location: string) => Object.fromEntries(new URL(location, PUBLIC_URL).searchParams);

describe('POST /api/email/oauth/auth/:provider', () => {
  it('answers an authorization URL with PKCE S256, state, nonce, and offline + consent for Google', async () => {
    const { cookie, user } = await register(t.app);
    const before = Date.now();
    const res = await startLink(t.app, cookie, 'gmail');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authUrl);
    expect(url.href.startsWith(mail.env.GOOGLE_AUTH_URL!)).toBe(true);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'gmail-client',
      redirect_uri: `${PUBLIC_URL}/api/email/oauth/callback/gmail`,
      scope: 'openid email https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db.kysely
      .selectFrom('email_oauth_states')
      .selectAll()
      .where('state_hash', '=', sha256(q.state!))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, provider: 'gmail', nonce: q.nonce });
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(q.code_challenge);
    expect(row.expires_at - row.created_at).toBe(10 * 60 * 1000);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    const session = await t.db.kysely.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(session.map((s) => s.id)).toContain(row.session_id);
  });

  it('asks Outlook for offline_access and Yahoo for mail-w, without Google-only parameters', async () => {
    const { cookie } = await register(t.app);
    const outlook = new URL((await startLink(t.app, cookie, 'outlook')).json().authUrl).searchParams;
    expect(outlook.get('scope')).toBe('openid email offline_access User.Read Mail.Send Mail.Read');
    expect(outlook.get('access_type')).toBeNull();
    const yahoo = new URL((await startLink(t.app, cookie, 'yahoo')).json().authUrl).searchParams;
    expect(yahoo.get('scope')).toBe('openid email mail-w');
    expect(yahoo.get('client_id')).toBe('yahoo-client');
  });

  it('needs a session, a known provider, and refuses OAuth for iCloud', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/email/oauth/auth/gmail',
          headers: { origin: PUBLIC_URL, 'x-requested-with': 'fetch' },
        })
      ).statusCode,
    ).toBe(401);
    const { cookie } = await register(t.app);
    const unknown = await startLink(t.app, cookie, 'aol');
    expect(unknown.statusCode).toBe(400);
    const icloud = await startLink(t.app, cookie, 'icloud');
    expect(icloud.statusCode).toBe(400);
    expect(icloud.json().error.code).toBe('oauth_unsupported');
  });
});

describe('linking end to end', () => {
  it.each(['gmail', 'outlook', 'yahoo'] as const)(
    'links a %s mailbox and keeps its tokens encrypted',
    async (provider) => {
      const { cookie, user } = await register(t.app);
      const location = await linkMailbox(t.app, PUBLIC_URL, cookie, provider, 'ann');
      expect(location.startsWith('/oauth-result?')).toBe(true);
      expect(result(location)).toEqual({ success: 'true', provider, email: 'ann@gmail.example' });

      const [row] = await accounts(user.id);
      expect(row).toMatchObject({
        provider,
        email: 'ann@gmail.example',
        // Only openid and email are asked for: no name without the profile scope.
        display_name: null,
        auth_type: 'oauth',
        is_active: 1,
        needs_reauth: 0,
        sync_enabled: 0,
        app_password_enc: null,
      });
      expect(row!.token_expires_at).toBeGreaterThan(Date.now());
      const box = cryptoBoxFor(t.app.config);
      const access = box.open(row!.access_token_enc!, secretContext(user.id, 'access_token_enc'));
      const refresh = box.open(row!.refresh_token_enc!, secretContext(user.id, 'refresh_token_enc'));
      secrets.push(access, refresh);
      expect(access.length).toBeGreaterThan(20);
      expect(refresh.length).toBeGreaterThan(20);
      expect(row!.access_token_enc).toMatch(/^v1:/);
      expect(row!.refresh_token_enc).toMatch(/^v1:/);
      // Nothing stored holds a token in the clear.
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(access);
      expect(stored).not.toContain(refresh);
      // The state was used up.
      const states = await t.db.kysely
        .selectFrom('email_oauth_states')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(states).toEqual([]);

      const list = await t.app.inject({ url: '/api/email/accounts', headers: authed(cookie) });
      expect(list.json()).toEqual([
        {
          id: row!.id,
          provider,
          email: 'ann@gmail.example',
          displayName: null,
          isActive: true,
          syncEnabled: false,
          lastSyncAt: null,
          needsReauth: false,
          authType: 'oauth',
        },
      ]);
      expect(list.body).not.toContain(access);
    },
  );

  it('reads the address from userinfo when the ID token has none', async () => {
    const { cookie, user } = await register(t.app);
    const location = await linkMailbox(t.app, PUBLIC_URL, cookie, 'gmail', 'quiet');
    expect(result(location)).toMatchObject({ success: 'true', email: 'quiet@yahoo.example' });
    expect((await accounts(user.id)).map((a) => a.email)).toEqual(['quiet@yahoo.example']);
  });

  it('linking the same mailbox again updates the one row and reactivates it', async () => {
    const { cookie, user } = await register(t.app);
    await linkMailbox(t.app, PUBLIC_URL, cookie, 'gmail', 'ann');
    const [first] = await accounts(user.id);
    await t.db.kysely
      .updateTable('email_accounts')
      .set({ needs_reauth: 1, is_active: 0 })
      .where('user_id', '=', user.id)
      .execute();
    await linkMailbox(t.app, PUBLIC_URL, cookie, 'gmail', 'ann');
    const rows = await accounts(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, is_active: 1, needs_reauth: 0 });
    expect(rows[0]!.token_version).toBe(first!.token_version + 1);
    expect(rows[0]!.access_token_enc).not.toBe(first!.access_token_enc);
  });
});

describe('GET /api/email/oauth/callback/:provider error codes', () => {
  /** A signed-in user who has begun a link and been sent back by the provider (callback not yet followed). */
  async function authorized(provider = 'gmail', loginName = 'ann') {
    const reg = await register(t.app);
    const start = await startLink(t.app, reg.cookie, provider);
    const popup = popupFor(t.app, PUBLIC_URL, reg.cookie);
    const callback = await authorizeAtProvider(popup, PUBLIC_URL, start.json().authUrl, loginName);
    const params = new URL(callback).searchParams;
    secrets.push(params.get('code')!, params.get('state')!);
    return { ...reg, popup, callback, state: params.get('state')! };
  }
  const follow = async (browser: MiniBrowser, url: string) => result((await browser.request(url)).location!);

  it('missing_parameters without code or state', async () => {
    const { popup, state } = await authorized();
    expect(await follow(popup, `/api/email/oauth/callback/gmail?state=${state}`)).toEqual({
      error: 'missing_parameters',
      provider: 'gmail',
    });
    expect((await follow(popup, '/api/email/oauth/callback/gmail?code=abc')).error).toBe('missing_parameters');
  });

  it('not_authenticated when the popup carries no session', async () => {
    const { callback } = await authorized();
    expect(await follow(new MiniBrowser(t.app, PUBLIC_URL), callback)).toEqual({
      error: 'not_authenticated',
      provider: 'gmail',
    });
  });

  it("invalid_state for another user's state, which stays usable by its owner", async () => {
    const { callback, popup, user } = await authorized();
    const mallory = await register(t.app);
    expect((await follow(popupFor(t.app, PUBLIC_URL, mallory.cookie), callback)).error).toBe('invalid_state');
    expect(await accounts(mallory.user.id)).toEqual([]);
    expect((await follow(popup, callback)).success).toBe('true');
    expect(await accounts(user.id)).toHaveLength(1);
    // Used once: the same callback again is refused.
    expect((await follow(popup, callback)).error).toBe('invalid_state');
  });

  it("invalid_state for the same user's other session, an unknown state, or another provider's callback", async () => {
    const { callback, email, popup } = await authorized();
    const other = sessionCookie(await login(t.app, email, PASSWORD))!;
    expect((await follow(popupFor(t.app, PUBLIC_URL, other), callback)).error).toBe('invalid_state');
    const forged = callback.replace(/state=[^&]+/, 'state=made-up-state');
    expect((await follow(popup, forged)).error).toBe('invalid_state');
    const elsewhere = callback.replace('/callback/gmail', '/callback/yahoo');
    expect(await follow(popup, elsewhere)).toEqual({ error: 'invalid_state', provider: 'yahoo' });
  });

  it('session_expired for a link begun more than 10 minutes ago', async () => {
    const { callback, popup, state } = await authorized();
    await t.db.kysely
      .updateTable('email_oauth_states')
      .set({ expires_at: Date.now() - 1 })
      .where('state_hash', '=', sha256(state))
      .execute();
    expect((await follow(popup, callback)).error).toBe('session_expired');
  });

  it('invalid_grant when the provider refuses the code', async () => {
    const { callback, popup } = await authorized();
    const bad = callback.replace(/code=[^&]+/, 'code=not-a-real-code');
    expect(await follow(popup, bad)).toEqual({ error: 'invalid_grant', provider: 'gmail' });
  });

  it('access_denied when the user cancels at the provider', async () => {
    const { cookie, user } = await register(t.app);
    const start = await startLink(t.app, cookie, 'outlook');
    const popup = popupFor(t.app, PUBLIC_URL, cookie);
    const callback = await authorizeAtProvider(popup, PUBLIC_URL, start.json().authUrl, '', { abort: true });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(await follow(popup, callback)).toEqual({ error: 'access_denied', provider: 'outlook' });
    // The flow is over: its state is gone.
    const states = await t.db.kysely
      .selectFrom('email_oauth_states')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(states).toEqual([]);
  });

  it('oauth_failed for other provider errors, an unknown provider, or no email address', async () => {
    const { popup, state } = await authorized();
    expect((await follow(popup, `/api/email/oauth/callback/gmail?error=server_error&state=${state}`)).error).toBe(
      'oauth_failed',
    );
    expect(await follow(popup, '/api/email/oauth/callback/aol?code=a&state=b')).toEqual({
      error: 'oauth_failed',
      provider: 'aol',
    });
    const nomail = await authorized('gmail', 'nomail');
    expect(await follow(nomail.popup, nomail.callback)).toEqual({ error: 'oauth_failed', provider: 'gmail' });
    expect(await accounts(nomail.user.id)).toEqual([]);
  });

  it('invalid_client when the server holds a wrong client secret (basic or post authentication)', async () => {
    const wrong = await createTestApp({
      PUBLIC_URL,
      ...mail.env,
      YAHOO_CLIENT_SECRET: 'not-the-secret',
      GOOGLE_CLIENT_SECRET: 'not-the-secret',
    });
    try {
      const { cookie } = await register(wrong.app);
      for (const provider of ['yahoo', 'gmail']) {
        const start = await startLink(wrong.app, cookie, provider);
        const popup = popupFor(wrong.app, PUBLIC_URL, cookie);
        const callback = await authorizeAtProvider(popup, PUBLIC_URL, start.json().authUrl, 'ann');
        expect(result((await popup.request(callback)).location!)).toEqual({ error: 'invalid_client', provider });
      }
    } finally {
      await wrong.close();
    }
  });
});

describe('providers without configuration', () => {
  it('say so: GET /api/email/providers and a 400 provider_not_configured per provider', async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    try {
      const { cookie } = await register(bare.app);
      expect((await bare.app.inject({ url: '/api/email/providers' })).statusCode).toBe(401);
      const providers = await bare.app.inject({ url: '/api/email/providers', headers: authed(cookie) });
      expect(providers.json()).toEqual({
        providers: [
          { provider: 'gmail', label: 'Gmail', method: 'unavailable' },
          { provider: 'outlook', label: 'Outlook', method: 'unavailable' },
          { provider: 'yahoo', label: 'Yahoo', method: 'app_password' },
          { provider: 'icloud', label: 'iCloud', method: 'app_password' },
        ],
      });
      for (const [provider, label] of [
        ['gmail', 'Gmail'],
        ['outlook', 'Outlook'],
        ['yahoo', 'Yahoo'],
      ]) {
        const res = await startLink(bare.app, cookie, provider!);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'provider_not_configured', message: `${label} linking is not configured on this server.` },
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('and with configuration, Gmail, Outlook and Yahoo link by OAuth', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ url: '/api/email/providers', headers: authed(cookie) });
    expect(res.json().providers.map((p: { method: string }) => p.method)).toEqual([
      'oauth',
      'oauth',
      'oauth',
      'app_password',
    ]);
  });
});

describe('server log', () => {
  it('holds no authorization code, state or token', () => {
    expect(secrets.length).toBeGreaterThan(10);
    expect(log).toContain('/api/email/oauth/callback/');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
