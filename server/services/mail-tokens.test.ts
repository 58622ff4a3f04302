import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailProvider } from '../../common/schemas/email-accounts.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { authed, register } from '../test/auth-helpers.js';
import { linkMailbox, startMailIdp } from '../test/mail-idp.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { saveAppPasswordAccount, saveOAuthAccount, secretContext } from './email-accounts.js';
import { getAccessToken, MailTokenError, refreshAccessToken } from './mail-tokens.js';

/**
 * Token refresh against a tiny token endpoint written here, which counts requests, answers slowly
 * enough for calls to overlap, and can rotate refresh tokens strictly, refuse them, or fail.
 */
type Mode = 'ok' | 'no_refresh_token' | 'strict_rotation' | 'invalid_grant' | 'server_error';
const server = {
  mode: 'ok' as Mode,
  delayMs: 150,
  issued: 0,
  requests: [] as URLSearchParams[],
  used: new Set<string>(),
};
let tokenServer: Server;
let t: TestApp;

function answer(body: URLSearchParams): [number, object] {
  if (server.mode === 'server_error') return [500, { error: 'server_error' }];
  const presented = body.get('refresh_token')!;
  const reused = server.mode === 'strict_rotation' && server.used.has(presented);
  server.used.add(presented);
  if (server.mode === 'invalid_grant' || reused) return [400, { error: 'invalid_grant' }];
  const n = ++server.issued;
  const rotated = server.mode === 'no_refresh_token' ? {} : { refresh_token: `rt-${n}` };
  return [200, { access_token: `at-${n}`, token_type: 'Bearer', expires_in: 3600, scope: 'mail', ...rotated }];
}

beforeAll(async () => {
  tokenServer = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      server.requests.push(body);
      const [status, json] = answer(body);
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json)),
        server.delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}`;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'g-client',
    GOOGLE_CLIENT_SECRET: 'g-secret',
    GOOGLE_AUTH_URL: `${base}/auth`,
    GOOGLE_TOKEN_URL: `${base}/token`,
    MICROSOFT_CLIENT_ID: 'm-client',
    MICROSOFT_CLIENT_SECRET: 'm-secret',
    MICROSOFT_AUTH_URL: `${base}/auth`,
    MICROSOFT_TOKEN_URL: `${base}/token`,
  });
});
afterAll(async () => {
  await t?.close();
  tokenServer.closeAllConnections();
  await new Promise<void>((resolve) => tokenServer.close(() => resolve()));
});
beforeEach(() => {
  Object.assign(server, { mode: 'ok', delayMs: 150, requests: [], used: new Set() });
});

const MINUTE = 60_000;

/** A user with one linked account whose access token `at-0` expires in `expiresInMs`. */
async function account(expiresInMs: number, provider: MailProvider = 'gmail') {
  const { cookie, user } = await register(t.app);
  const row = await saveOAuthAccount(
    t.db.kysely,
    t.app.config,
    { userId: user.id, provider, email: `${user.id}@mail.example`, displayName: null },
    { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: Date.now() + expiresInMs, scope: 'mail' },
  );
  return { cookie, row };
}

const stored = async (id: string) => {
  const row = await t.db.kysely.selectFrom('email_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const box = cryptoBoxFor(t.app.config);
  return {
    row,
    access: box.open(row.access_token_enc!, secretContext(row.user_id, 'access_token_enc')),
    refresh: row.refresh_token_enc && box.open(row.refresh_token_enc, secretContext(row.user_id, 'refresh_token_enc')),
  };
};
const get = (id: string) => getAccessToken(t.db.kysely, t.app.config, id);

describe('getAccessToken', () => {
  it('answers the stored token while it is valid for more than 2 minutes, without a request', async () => {
    const { row } = await account(10 * MINUTE);
    expect(await get(row.id)).toBe('at-0');
    expect(server.requests).toHaveLength(0);
  });

  it('refreshes a token that expires within 2 minutes, and stores the new one encrypted', async () => {
    const { row } = await account(90_000);
    const before = Date.now();
    const token = await get(row.id);
    expect(token).toMatch(/^at-\d+$/);
    expect(server.requests).toHaveLength(1);
    expect(Object.fromEntries(server.requests[0]!)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'rt-0',
      client_id: 'g-client',
      client_secret: 'g-secret',
    });
    const after = await stored(row.id);
    expect(after.access).toBe(token);
    expect(after.row.access_token_enc).not.toContain(token);
    expect(after.row.token_version).toBe(row.token_version + 1);
    // The new hour, not the old 90 s; a margin, since the wall clock may be stepped between the two reads.
    expect(after.row.token_expires_at).toBeGreaterThan(before + 3000_000);
    // Fresh now: the next call uses it without asking again.
    expect(await get(row.id)).toBe(token);
    expect(server.requests).toHaveLength(1);
  });

  it('stores a rotated refresh token in the same update, and uses it next time (Microsoft)', async () => {
    const { row } = await account(-MINUTE, 'outlook');
    const token = await get(row.id);
    const first = await stored(row.id);
    expect(first.refresh).toBe(`rt-${token.slice(3)}`);
    await t.db.kysely
      .updateTable('email_accounts')
      .set({ token_expires_at: Date.now() })
      .where('id', '=', row.id)
      .execute();
    await get(row.id);
    expect(server.requests.map((r) => r.get('refresh_token'))).toEqual(['rt-0', first.refresh]);
  });

  it('keeps the refresh token when the provider sends none back (Google)', async () => {
    server.mode = 'no_refresh_token';
    const { row } = await account(0);
    await get(row.id);
    expect((await stored(row.id)).refresh).toBe('rt-0');
  });

  it('two parallel calls in one process make one refresh request and get the same token', async () => {
    const { row } = await account(MINUTE);
    const [a, b] = await Promise.all([get(row.id), get(row.id)]);
    expect(a).toBe(b);
    expect(server.requests).toHaveLength(1);
    expect((await stored(row.id)).row.token_version).toBe(row.token_version + 1);
  });

  it('two instances refreshing at once: one write wins, both callers get its token, the row stays consistent', async () => {
    const { row } = await account(MINUTE, 'outlook');
    // Both start from the same read, as two server instances would.
    const [a, b] = await Promise.all([
      refreshAccessToken(t.db.kysely, t.app.config, row),
      refreshAccessToken(t.db.kysely, t.app.config, row),
    ]);
    expect(server.requests).toHaveLength(2);
    expect(a).toBe(b);
    const after = await stored(row.id);
    expect(after.access).toBe(a);
    // The access token and the rotated refresh token come from the same answer.
    expect(after.refresh).toBe(`rt-${a.slice(3)}`);
    expect(after.row.token_version).toBe(row.token_version + 1);
    expect(after.row).toMatchObject({ needs_reauth: 0, is_active: 1 });
  });

  it('a strictly rotating provider refusing the race loser does not mark the account', async () => {
    server.mode = 'strict_rotation';
    const { row } = await account(MINUTE, 'outlook');
    const [a, b] = await Promise.all([
      refreshAccessToken(t.db.kysely, t.app.config, row),
      refreshAccessToken(t.db.kysely, t.app.config, row),
    ]);
    expect(a).toBe(b);
    const after = await stored(row.id);
    expect(after.access).toBe(a);
    expect(after.row).toMatchObject({ needs_reauth: 0, is_active: 1, token_version: row.token_version + 1 });
  });

  it('invalid_grant marks the account needs_reauth and inactive, with a clear error, shown in the list', async () => {
    server.mode = 'invalid_grant';
    const { row, cookie } = await account(0);
    const error = await get(row.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailTokenError);
    expect(error).toMatchObject({
      code: 'reauth_required',
      message: 'Reconnect your Gmail account: access was revoked or expired.',
    });
    expect((await stored(row.id)).row).toMatchObject({ needs_reauth: 1, is_active: 0 });
    const list = await t.app.inject({ url: '/api/email/accounts', headers: authed(cookie) });
    expect(list.json()[0]).toMatchObject({ id: row.id, needsReauth: true, isActive: false });
    // No more requests for an account that must be reconnected.
    await expect(get(row.id)).rejects.toMatchObject({ code: 'reauth_required' });
    expect(server.requests).toHaveLength(1);
  });

  it('a failing token endpoint is not a revoked grant: the account stays active', async () => {
    server.mode = 'server_error';
    const { row } = await account(0);
    await expect(get(row.id)).rejects.toMatchObject({
      code: 'refresh_failed',
      message: 'Could not refresh access to your Gmail account. Please try again later.',
    });
    expect((await stored(row.id)).row).toMatchObject({
      needs_reauth: 0,
      is_active: 1,
      token_version: row.token_version,
    });
  });

  it('refuses unknown accounts and app-password accounts', async () => {
    await expect(get('no-such-account')).rejects.toMatchObject({ code: 'account_not_found' });
    const { user } = await register(t.app);
    const who = { userId: user.id, provider: 'icloud' as const, email: 'a@icloud.example', displayName: null };
    const row = await saveAppPasswordAccount(t.db.kysely, t.app.config, who, 'app-pass');
    await expect(get(row.id)).rejects.toMatchObject({ code: 'account_not_found' });
  });
});

describe('against a real authorization server (oidc-provider) that rotates refresh tokens', () => {
  it('refreshes, stores the rotated refresh token, and marks the account when the grant is refused', async () => {
    const PUBLIC_URL = 'http://localhost:3000';
    const mail = await startMailIdp(PUBLIC_URL, { rotate: true });
    const app = await createTestApp({ PUBLIC_URL, ...mail.env });
    try {
      const { cookie, user } = await register(app.app);
      await linkMailbox(app.app, PUBLIC_URL, cookie, 'outlook', 'ann');
      const db = app.db.kysely;
      const box = cryptoBoxFor(app.app.config);
      const read = async () => {
        const row = await db
          .selectFrom('email_accounts')
          .selectAll()
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        const open = (v: string | null, c: 'access_token_enc' | 'refresh_token_enc') =>
          v && box.open(v, secretContext(user.id, c));
        return {
          row,
          access: open(row.access_token_enc, 'access_token_enc'),
          refresh: open(row.refresh_token_enc, 'refresh_token_enc'),
        };
      };
      const linked = await read();
      await db
        .updateTable('email_accounts')
        .set({ token_expires_at: Date.now() + 30_000 })
        .where('id', '=', linked.row.id)
        .execute();

      const token = await getAccessToken(db, app.app.config, linked.row.id);
      const refreshed = await read();
      expect(token).not.toBe(linked.access);
      expect(refreshed.access).toBe(token);
      expect(refreshed.refresh).not.toBe(linked.refresh);
      expect(refreshed.row.token_version).toBe(linked.row.token_version + 1);

      // The provider now refuses the grant (here: a refresh token it never issued).
      await db
        .updateTable('email_accounts')
        .set({
          token_expires_at: Date.now(),
          refresh_token_enc: box.seal('not-a-refresh-token', secretContext(user.id, 'refresh_token_enc')),
        })
        .where('id', '=', linked.row.id)
        .execute();
      await expect(getAccessToken(db, app.app.config, linked.row.id)).rejects.toMatchObject({
        message: 'Reconnect your Outlook account: access was revoked or expired.',
      });
      expect((await read()).row).toMatchObject({ needs_reauth: 1, is_active: 0 });
    } finally {
      await app.close();
      await mail.close();
    }
  });
});
