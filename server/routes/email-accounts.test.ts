import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../app.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { secretContext } from '../services/email-accounts.js';
import { authed, authedNoBody, register, type Registered } from '../test/auth-helpers.js';
import { linkMailbox, startMailIdp, type MailIdp } from '../test/mail-idp.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/** The account list, sync toggle and disconnect (routes/email-accounts.ts), with mailboxes linked for real. */
const PUBLIC_URL = 'http://localhost:3000';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    log += chunk.toString();
    done();
  },
});

let mail: MailIdp;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailIdp(PUBLIC_URL);
  t = await createTestApp({ PUBLIC_URL, ...mail.env }, { logger: { level: 'info', stream, redact: LOG_REDACT } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});
beforeEach(() => {
  mail.revoked.length = 0;
  mail.revokeStatus.code = 200;
});

interface Linked extends Registered {
  accountId: string;
}

async function userWithMailbox(provider = 'gmail', login = 'ann'): Promise<Linked> {
  const reg = await register(t.app);
  await linkMailbox(t.app, PUBLIC_URL, reg.cookie, provider, login);
  const row = await t.db.kysely
    .selectFrom('email_accounts')
    .select('id')
    .where('user_id', '=', reg.user.id)
    .executeTakeFirstOrThrow();
  return { ...reg, accountId: row.id };
}

const list = (cookie: string) => t.app.inject({ url: '/api/email/accounts', headers: authed(cookie) });
const patchSync = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/email/accounts/${id}/sync`, headers: authed(cookie), payload });
const disconnect = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/email/accounts/${id}`, headers: authedNoBody(cookie) });
const row = (id: string) =>
  t.db.kysely.selectFrom('email_accounts').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/email/accounts', () => {
  it('needs a session and starts empty', async () => {
    expect((await t.app.inject({ url: '/api/email/accounts' })).statusCode).toBe(401);
    const { cookie } = await register(t.app);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('PATCH /api/email/accounts/:id/sync', () => {
  it('turns automation sync on and off', async () => {
    const { cookie, accountId } = await userWithMailbox();
    const on = await patchSync(cookie, accountId, { syncEnabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: accountId, syncEnabled: true, isActive: true });
    expect((await row(accountId))!.sync_enabled).toBe(1);
    expect((await list(cookie)).json()[0].syncEnabled).toBe(true);
    const off = await patchSync(cookie, accountId, { syncEnabled: false });
    expect(off.json().syncEnabled).toBe(false);
    expect((await row(accountId))!.sync_enabled).toBe(0);
  });

  it('refuses a body without a boolean', async () => {
    const { cookie, accountId } = await userWithMailbox();
    for (const payload of [{}, { syncEnabled: 'yes' }]) {
      const res = await patchSync(cookie, accountId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers 409 for an account that must be reconnected', async () => {
    const { cookie, accountId } = await userWithMailbox('outlook');
    await t.db.kysely
      .updateTable('email_accounts')
      .set({ is_active: 0, needs_reauth: 1 })
      .where('id', '=', accountId)
      .execute();
    const res = await patchSync(cookie, accountId, { syncEnabled: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'account_inactive',
      message: 'Reconnect this Outlook account before changing its sync.',
    });
    expect((await row(accountId))!.sync_enabled).toBe(0);
    expect((await list(cookie)).json()[0]).toMatchObject({ isActive: false, needsReauth: true });
  });
});

describe('DELETE /api/email/accounts/:id', () => {
  it('revokes a Google grant at the revoke endpoint, then deletes the account', async () => {
    const { cookie, accountId, user } = await userWithMailbox('gmail');
    const stored = (await row(accountId))!;
    const refresh = cryptoBoxFor(t.app.config).open(
      stored.refresh_token_enc!,
      secretContext(user.id, 'refresh_token_enc'),
    );
    const res = await disconnect(cookie, accountId);
    expect(res.statusCode).toBe(204);
    expect(mail.revoked.map((body) => body.get('token'))).toEqual([refresh]);
    expect(await row(accountId)).toBeUndefined();
    expect((await list(cookie)).json()).toEqual([]);
  });

  it('deletes even when revocation fails, and logs the failure without the token', async () => {
    const { cookie, accountId, user } = await userWithMailbox('gmail');
    const stored = (await row(accountId))!;
    const box = cryptoBoxFor(t.app.config);
    const refresh = box.open(stored.refresh_token_enc!, secretContext(user.id, 'refresh_token_enc'));
    const access = box.open(stored.access_token_enc!, secretContext(user.id, 'access_token_enc'));
    mail.revokeStatus.code = 503;
    expect((await disconnect(cookie, accountId)).statusCode).toBe(204);
    expect(mail.revoked).toHaveLength(1);
    expect(await row(accountId)).toBeUndefined();
    expect(log).toContain('mailbox token revocation refused');
    expect(log).not.toContain(refresh);
    expect(log).not.toContain(access);
  });

  it('calls no revoke endpoint for Outlook or Yahoo (they offer none)', async () => {
    for (const provider of ['outlook', 'yahoo']) {
      const { cookie, accountId } = await userWithMailbox(provider);
      expect((await disconnect(cookie, accountId)).statusCode).toBe(204);
      expect(await row(accountId)).toBeUndefined();
    }
    expect(mail.revoked).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const { cookie } = await register(t.app);
    const res = await disconnect(cookie, 'no-such-account');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('account_not_found');
  });
});

describe("one user and another's accounts", () => {
  it('can never see, toggle or disconnect them: list, patch and delete all 404', async () => {
    const owner = await userWithMailbox('gmail');
    const other = await userWithMailbox('outlook', 'bob');
    const before = (await row(owner.accountId))!;

    expect((await list(other.cookie)).json().map((a: { id: string }) => a.id)).toEqual([other.accountId]);
    const patch = await patchSync(other.cookie, owner.accountId, { syncEnabled: true });
    expect(patch.statusCode).toBe(404);
    const del = await disconnect(other.cookie, owner.accountId);
    expect(del.statusCode).toBe(404);
    expect(mail.revoked).toEqual([]);
    expect(await row(owner.accountId)).toEqual(before);

    // And without a session nothing is reachable at all.
    const anon = { origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch' };
    const url = `/api/email/accounts/${owner.accountId}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: anon })).statusCode).toBe(401);
    const sync = await t.app.inject({
      method: 'PATCH',
      url: `${url}/sync`,
      headers: JSON_HEADERS,
      payload: { syncEnabled: true },
    });
    expect(sync.statusCode).toBe(401);
  });

  it("goes with its user: deleting the user deletes the user's accounts", async () => {
    const owner = await userWithMailbox('yahoo');
    await t.db.kysely.deleteFrom('users').where('id', '=', owner.user.id).execute();
    expect(await row(owner.accountId)).toBeUndefined();
  });
});
