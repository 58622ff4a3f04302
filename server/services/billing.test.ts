import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { ProviderSubscription } from '../billing/provider.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import { createManualProvider } from '../billing/manual-provider.js';
import { applyDuePeriodEnds, subscriptionOf } from './billing.js';
import { syncedFields } from './billing-webhook.js';
import { createUser, type UserRow } from './users.js';

/** The period-end rule with two instances at once, and the sync rule of the webhook. */

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb(mkdtempSync(join(tmpdir(), 'billing-')));
  await migrateToLatest(tdb.db.kysely as never, tdb.db.dialect);
});
afterAll(() => tdb.drop());

let n = 0;
async function userWith(fields: Partial<UserRow>): Promise<UserRow> {
  const user = await createUser(tdb.db.kysely, {
    email: `billing-${++n}-${process.pid}@example.test`,
    firstName: null,
    lastName: null,
    passwordHash: null,
  });
  await tdb.db.kysely.updateTable('users').set(fields).where('id', '=', user.id).execute();
  return { ...user, ...fields };
}
const row = (id: string) =>
  tdb.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('applyDuePeriodEnds', () => {
  it('applies each due change once, with two instances at the same moment', async () => {
    const end = 1_800_000_000_000;
    const down = await userWith({
      plan: 'pro',
      plan_scheduled: 'basic',
      plan_period_start: end - 1,
      plan_period_end: end,
    });
    const gone = await userWith({
      plan: 'basic',
      plan_status: 'cancelled',
      plan_scheduled: 'free',
      plan_period_start: end - 1,
      plan_period_end: end,
      billing_subscription_id: 'sub_1',
      billing_customer_id: 'cus_1',
    });
    const later = await userWith({ plan: 'pro', plan_scheduled: 'basic', plan_period_end: end + 1 });
    const counts = await Promise.all([applyDuePeriodEnds(tdb.db.kysely, end), applyDuePeriodEnds(tdb.db.kysely, end)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await row(down.id)).toMatchObject({
      plan: 'basic',
      plan_scheduled: null,
      plan_status: 'active',
      plan_period_end: end,
    });
    expect(await row(gone.id)).toMatchObject({
      plan: 'free',
      plan_scheduled: null,
      plan_status: 'active',
      plan_period_start: null,
      plan_period_end: null,
      billing_subscription_id: null,
      billing_customer_id: 'cus_1',
    });
    expect(await row(later.id)).toMatchObject({ plan: 'pro', plan_scheduled: 'basic' });
    expect(await applyDuePeriodEnds(tdb.db.kysely, end)).toBe(0);
  });
});

describe('syncedFields (the account after the provider’s current state)', () => {
  const base = {
    plan: 'pro',
    plan_status: 'active',
    plan_scheduled: null,
    plan_period_start: 1000,
    plan_period_end: 2000,
    billing_customer_id: 'cus_1',
    billing_subscription_id: 'sub_1',
    billing_event_at: 500,
  } as UserRow;
  const sub = (o: Partial<ProviderSubscription>): ProviderSubscription => ({
    id: 'sub_1',
    customerId: 'cus_1',
    userId: null,
    plan: 'pro',
    status: 'active',
    cancelAtPeriodEnd: false,
    periodStart: 1000,
    periodEnd: 2000,
    ...o,
  });
  const event = { createdAt: 900, customerId: 'cus_1' };

  it('reads a lower price within the same period as a downgrade at its end', () => {
    expect(syncedFields(base, event, sub({ plan: 'basic' }), 1500)).toMatchObject({
      plan: 'pro',
      plan_scheduled: 'basic',
      billing_event_at: 900,
    });
  });

  it('applies the price once the period moved on', () => {
    expect(syncedFields(base, event, sub({ plan: 'basic', periodStart: 2000, periodEnd: 3000 }), 2100)).toMatchObject({
      plan: 'basic',
      plan_scheduled: null,
      plan_period_start: 2000,
      plan_period_end: 3000,
    });
  });

  it('maps the statuses: past_due, cancelled at the period end, ended', () => {
    expect(syncedFields(base, event, sub({ status: 'past_due' }), 1500)).toMatchObject({ plan_status: 'past_due' });
    expect(syncedFields(base, event, sub({ cancelAtPeriodEnd: true }), 1500)).toMatchObject({
      plan_status: 'cancelled',
      plan_scheduled: 'free',
      plan: 'pro',
    });
    expect(syncedFields(base, event, sub({ status: 'ended' }), 1500)).toMatchObject({
      plan: 'free',
      plan_status: 'active',
      billing_subscription_id: null,
      plan_period_end: null,
      billing_customer_id: 'cus_1',
    });
  });

  it('never lets an ended subscription the account replaced touch the new one', () => {
    const fields = syncedFields(base, event, sub({ id: 'sub_old', status: 'ended' }), 1500);
    expect(fields.plan).toBeUndefined();
    expect(fields.billing_subscription_id).toBeUndefined();
  });

  it('grants nothing for a subscription not yet paid for', () => {
    const free = { ...base, plan: 'free', billing_subscription_id: null } as UserRow;
    const fields = syncedFields(free, event, sub({ status: 'pending' }), 1500);
    expect(fields.plan).toBeUndefined();
    expect(fields.billing_subscription_id).toBe('sub_1');
  });
});

describe('subscriptionOf', () => {
  it('applies a change whose period ended before answering, without waiting for the job', async () => {
    const end = 1_800_000_000_000;
    const user = await userWith({
      plan: 'pro',
      plan_scheduled: 'basic',
      plan_period_start: end - 1,
      plan_period_end: end,
    });
    const deps = { db: tdb.db.kysely, provider: createManualProvider() };
    expect(await subscriptionOf(deps, user.id, end - 1)).toMatchObject({
      plan: 'pro',
      scheduledChange: { plan: 'basic', effectiveAt: new Date(end).toISOString() },
    });
    expect(await subscriptionOf(deps, user.id, end)).toMatchObject({ plan: 'basic', scheduledChange: null });
  });
});
