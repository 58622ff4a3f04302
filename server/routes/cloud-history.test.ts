import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRequiredMessage } from '../../common/entitlements.js';
import { CLOUD_HISTORY_QUOTA_BYTES } from '../../common/cloud-history-constants.js';
import { authed, authedNoBody, registerOnPlan, setPlan, type Registered } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Cloud history on the server: a vault per user, encrypted items paged by revision, a batch stored
 * whole or not at all within the quota, another user's history out of reach, turning it off
 * deleting everything, and the plan gate. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const SMALL_QUOTA = 2_000;
let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ CLOUD_HISTORY_QUOTA_BYTES: String(SMALL_QUOTA) });
});
afterAll(async () => {
  await t.close();
  await small.close();
});

const b64 = (bytes: number) => randomBytes(bytes).toString('base64');
const itemId = () => randomBytes(32).toString('hex');
const VAULT = { salt: b64(16), iterations: 600_000, keyCheck: { iv: b64(12), ct: b64(40) } };
const item = (id = itemId(), bytes = 100) => ({ id, iv: b64(12), ct: b64(bytes) });

function client(app: TestApp, u: Registered) {
  return {
    status: () => app.app.inject({ url: '/api/cloud-history', headers: { cookie: u.cookie } }),
    enable: (body: object = VAULT) =>
      app.app.inject({ method: 'PUT', url: '/api/cloud-history', headers: authed(u.cookie), payload: body }),
    disable: () => app.app.inject({ method: 'DELETE', url: '/api/cloud-history', headers: authedNoBody(u.cookie) }),
    push: (items: object[]) =>
      app.app.inject({
        method: 'POST',
        url: '/api/cloud-history/items',
        headers: authed(u.cookie),
        payload: { items },
      }),
    pull: (since = 0, limit?: number) =>
      app.app.inject({
        url: `/api/cloud-history/items?since=${since}${limit ? `&limit=${limit}` : ''}`,
        headers: { cookie: u.cookie },
      }),
  };
}
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;

describe('/api/cloud-history', () => {
  it('is off by default, turns on with a vault, stores and pages items by revision, and turns off', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const c = client(t, u);
    expect((await c.status()).json()).toEqual({
      vault: null,
      usage: { usedBytes: 0, quotaBytes: CLOUD_HISTORY_QUOTA_BYTES, items: 0, revision: 0 },
    });
    const off = await c.pull();
    expect([off.statusCode, errorOf(off).code]).toEqual([404, 'cloud_history_off']);

    const enabled = await c.enable();
    expect(enabled.statusCode, enabled.body).toBe(201);
    expect(enabled.json()).toEqual({ ...VAULT, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const again = await c.enable({ ...VAULT, salt: b64(16) });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'cloud_history_on']);
    expect((await c.status()).json()).toMatchObject({ vault: { salt: VAULT.salt } });

    const items = Array.from({ length: 5 }, () => item());
    const pushed = await c.push(items);
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json<{ items: { revision: number }[] }>().items.map((i) => i.revision)).toEqual([1, 2, 3, 4, 5]);
    const bytes = items.reduce((sum, i) => sum + i.iv.length + i.ct.length, 0);
    expect(pushed.json()).toMatchObject({ usage: { usedBytes: bytes, items: 5, revision: 5 } });

    // Paged: two at a time, oldest change first, with a cursor.
    const first = (await c.pull(0, 2)).json<{ items: { id: string }[]; next: number; more: boolean }>();
    expect(first).toMatchObject({ next: 2, more: true });
    expect(first.items.map((i) => i.id)).toEqual([items[0]!.id, items[1]!.id]);
    const rest = (await c.pull(first.next, 10)).json<{ items: { id: string }[]; next: number; more: boolean }>();
    expect(rest).toMatchObject({ next: 5, more: false });
    expect(rest.items.map((i) => i.id)).toEqual(items.slice(2).map((i) => i.id));
    expect((await c.pull(5)).json()).toEqual({ items: [], next: 5, more: false });

    // A rewrite moves the item to a new revision and replaces its bytes; only it is "changed since 5".
    const rewritten = { ...item(items[1]!.id, 300) };
    const second = await c.push([rewritten]);
    expect(second.json()).toMatchObject({
      items: [{ id: rewritten.id, revision: 6 }],
      usage: {
        items: 5,
        usedBytes: bytes - items[1]!.iv.length - items[1]!.ct.length + rewritten.iv.length + rewritten.ct.length,
      },
    });
    expect((await c.pull(5)).json()).toEqual({ items: [{ ...rewritten, revision: 6 }], next: 6, more: false });

    expect((await c.disable()).statusCode).toBe(204);
    expect((await c.status()).json()).toMatchObject({ vault: null, usage: { usedBytes: 0, items: 0 } });
    const rows = await t.db.kysely
      .selectFrom('cloud_history_items')
      .select('id')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await c.disable()).statusCode).toBe(204);
  });

  it("keeps each user's history to themselves", async () => {
    const owner = await registerOnPlan(t.app, 'pro');
    const other = await registerOnPlan(t.app, 'pro');
    const mine = client(t, owner);
    const theirs = client(t, other);
    await mine.enable();
    const secret = item();
    await mine.push([secret]);
    const refused = await theirs.pull();
    expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'cloud_history_off']);
    await theirs.enable();
    // The same item id in another account is another item; the owner's is untouched.
    await theirs.push([item(secret.id)]);
    expect((await theirs.pull()).json<{ items: { ct: string }[] }>().items[0]!.ct).not.toBe(secret.ct);
    expect((await mine.pull()).json<{ items: { ct: string }[] }>().items).toEqual([{ ...secret, revision: 1 }]);
    await theirs.disable();
    expect((await mine.pull()).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await mine.status()).json()).toMatchObject({ vault: { salt: VAULT.salt }, usage: { items: 1 } });
  });

  it('refuses a batch past the quota with a clear message and stores nothing of it', async () => {
    const u = await registerOnPlan(small.app, 'basic');
    const c = client(small, u);
    await c.enable();
    const fits = item(itemId(), 900);
    expect((await c.push([fits])).statusCode).toBe(200);
    const before = (await c.status()).json<{ usage: object }>().usage;
    const over = await c.push([item(itemId(), 300), item(itemId(), 600)]);
    expect(over.statusCode, over.body).toBe(409);
    expect(errorOf(over).code).toBe('cloud_history_quota');
    expect(errorOf(over).message).toMatch(
      /^Cloud history is full: 0\.0 MB of 0\.0 MB used.*Nothing of this change was saved/,
    );
    expect((await c.status()).json<{ usage: object }>().usage).toEqual(before);
    expect((await c.pull()).json<{ items: unknown[] }>().items).toHaveLength(1);
    // Replacing an item with a smaller one frees room, and fits again.
    expect((await c.push([item(fits.id, 10)])).statusCode).toBe(200);
  });

  it('hands out distinct revisions to pushes made at the same time', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const c = client(t, u);
    await c.enable();
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.push([item(), item()])));
    const revisions = answers.flatMap((a) => a.json<{ items: { revision: number }[] }>().items.map((i) => i.revision));
    expect(revisions.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await c.status()).json()).toMatchObject({ usage: { items: 12, revision: 12 } });
  });

  it('leaves with the account', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const c = client(t, u);
    await c.enable();
    await c.push([item(), item()]);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: authedNoBody(u.cookie) });
    expect(res.statusCode).toBe(204);
    const db = t.db.kysely;
    expect(await db.selectFrom('cloud_history_items').select('id').where('user_id', '=', u.user.id).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('cloud_history_vaults').select('user_id').where('user_id', '=', u.user.id).execute(),
    ).toEqual([]);
  });

  it('validates what it is sent in the one error shape', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const c = client(t, u);
    expect((await c.enable({ ...VAULT, iterations: 1000 })).statusCode).toBe(400);
    await c.enable();
    const cases = [
      [{ id: 'not-hex', iv: b64(12), ct: b64(10) }],
      [{ id: itemId(), iv: 'not base64!', ct: b64(10) }],
      [],
    ];
    for (const items of cases) {
      const res = await c.push(items);
      expect([res.statusCode, typeof errorOf(res).message]).toEqual([400, 'string']);
    }
    const twice = item();
    const dup = await c.push([twice, twice]);
    expect(errorOf(dup).message).toBe('An item appears twice in the batch');
    expect((await c.pull(0, 1000)).statusCode).toBe(400);
  });

  it('needs the plan to turn on and to store, not to read or to turn off', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const c = client(t, u);
    await c.enable();
    await c.push([item()]);
    await setPlan(t.app, u.user.id, 'free');
    const push = await c.push([item()]);
    expect([push.statusCode, errorOf(push)]).toEqual([
      403,
      { code: 'plan_required', message: planRequiredMessage('cloud_history') },
    ]);
    expect((await c.pull()).json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await c.disable()).statusCode).toBe(204);
    const enable = await c.enable();
    expect([enable.statusCode, errorOf(enable).code]).toEqual([403, 'plan_required']);
    expect((await t.app.inject({ url: '/api/cloud-history' })).statusCode).toBe(401);
  });
});
