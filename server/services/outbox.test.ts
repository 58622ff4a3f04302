import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../jobs/job-store.js';
import { register } from '../test/auth-helpers.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { cancelOutbox, findOutbox, pickAccount, queueEmail, sendJobId, transition } from './outbox.js';

/** The outbox service on its own (no provider is called): queueing, idempotency, cancel, account choice. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.kysely;
async function userWithAccounts(count = 1) {
  const u = await register(t.app);
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const email = `a${i}-${u.user.id}@icloud.example`;
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', email, 'pw');
    // Linked in this order, a millisecond apart.
    await db()
      .updateTable('email_accounts')
      .set({ created_at: 1_000 + i })
      .where('id', '=', account.id)
      .execute();
    accounts.push(account);
  }
  return { ...u, accounts };
}
const message = (userId: string, accountId: string) => ({
  userId,
  accountId,
  to: ['bob@example.test'],
  subject: 's',
  body: 'b',
});

describe('outbox service', () => {
  it('writes the row and its send job together; a past sendAt is due now', async () => {
    const u = await userWithAccounts();
    const now = Date.now();
    const later = await queueEmail(db(), { ...message(u.user.id, u.accounts[0]!.id), sendAt: now + 60_000 }, now);
    expect(later).toMatchObject({
      status: 'scheduled',
      send_at: now + 60_000,
      attempts: 0,
      idempotency_key: `outbox:${later.id}`,
    });
    expect(await findJob(db(), sendJobId(later.id))).toMatchObject({
      kind: 'send-email',
      status: 'queued',
      run_at: now + 60_000,
      payload: JSON.stringify({ outboxId: later.id }),
    });
    const past = await queueEmail(db(), { ...message(u.user.id, u.accounts[0]!.id), sendAt: now - 5000 }, now);
    expect(past.send_at).toBe(now);
  });

  it('answers concurrent requests with one idempotency key with one message', async () => {
    const u = await userWithAccounts();
    const m = { ...message(u.user.id, u.accounts[0]!.id), idempotencyKey: 'same', sendAt: Date.now() + 60_000 };
    const rows = await Promise.all(Array.from({ length: 5 }, () => queueEmail(db(), m)));
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    // Keys are per user: another user's identical key is another message.
    const other = await userWithAccounts();
    const theirs = await queueEmail(db(), { ...m, userId: other.user.id, accountId: other.accounts[0]!.id });
    expect(theirs.id).not.toBe(rows[0]!.id);
  });

  it('cancel takes the job out of the queue; a delivery can no longer move the row', async () => {
    const u = await userWithAccounts();
    const row = await queueEmail(db(), { ...message(u.user.id, u.accounts[0]!.id), sendAt: Date.now() + 60_000 });
    expect((await cancelOutbox(db(), u.user.id, row.id)).status).toBe('cancelled');
    expect(await findJob(db(), sendJobId(row.id))).toMatchObject({ status: 'done', last_error: 'cancelled' });
    expect(await transition(db(), row, ['scheduled'], { status: 'sending' }, Date.now())).toBeUndefined();
    expect((await findOutbox(db(), row.id))?.status).toBe('cancelled');
  });

  it('removing the account removes its messages, and their jobs end without sending', async () => {
    const u = await userWithAccounts();
    const row = await queueEmail(db(), message(u.user.id, u.accounts[0]!.id));
    await db().deleteFrom('email_accounts').where('id', '=', u.accounts[0]!.id).execute();
    expect(await findOutbox(db(), row.id)).toBeUndefined();
    await t.app.jobs.runDue();
    expect((await findJob(db(), sendJobId(row.id)))?.status).toBe('done');
  });

  it('sends from the first active account unless one is named', async () => {
    const u = await userWithAccounts(3);
    const [first, second, third] = u.accounts;
    expect((await pickAccount(db(), u.user.id)).id).toBe(first!.id);
    await db().updateTable('email_accounts').set({ is_active: 0 }).where('id', '=', first!.id).execute();
    expect((await pickAccount(db(), u.user.id)).id).toBe(second!.id);
    expect((await pickAccount(db(), u.user.id, third!.id)).id).toBe(third!.id);
    await expect(pickAccount(db(), u.user.id, first!.id)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'account_inactive',
    });
  });
});
