import type { Transaction, Updateable } from 'kysely';
import type { BILLING_EVENT_OUTCOMES } from '../../common/schemas/billing.js';
import { HANDLED_EVENT_TYPES, type ProviderEvent, type ProviderSubscription } from '../billing/provider.js';
import type { Database, UserTable } from '../db/schema.js';
import { isHigher, type BillingDeps } from './billing.js';
import type { UserRow } from './users.js';

type Outcome = (typeof BILLING_EVENT_OUTCOMES)[number];

/**
 * The billing provider's webhook. An event is verified by its signature over the raw body, then
 * recorded by its id in the same transaction as its effect, so a replay (the provider retries
 * until it gets a 2xx) is recognised and changes nothing. Events may arrive in any order, so none
 * is trusted for the state it carries: the subscription it names is retrieved again and the
 * account is synced to that current state, and an event older than the newest one applied to the
 * account is skipped (decision 033).
 */
export async function receiveBillingEvent(
  deps: BillingDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
  now = Date.now(),
): Promise<Outcome | 'replayed'> {
  const event = await deps.provider.verifyWebhook(rawBody, signature);
  const seen = await deps.db.selectFrom('billing_events').select('id').where('id', '=', event.id).executeTakeFirst();
  if (seen) return 'replayed';
  const handled = (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type);
  // Outside the transaction: no lock is held while the provider answers. A failure here is a 502,
  // and the provider sends the event again later.
  const subscription =
    handled && event.subscriptionId
      ? ((await deps.provider.retrieveSubscription(event.subscriptionId)) ?? event.subscription)
      : null;
  return deps.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('billing_events')
      .values({
        id: event.id,
        type: event.type,
        user_id: null,
        created_at: event.createdAt,
        received_at: now,
        outcome: 'ignored_type',
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another instance took the same delivery a moment ago.
    if (!recorded) return 'replayed' as const;
    if (!handled) return 'ignored_type' as const;
    const user = await findUser(trx, event, subscription);
    const outcome: Outcome = !user
      ? 'ignored_unknown_customer'
      : user.billing_event_at !== null && event.createdAt < user.billing_event_at
        ? 'ignored_stale'
        : 'applied';
    if (user && outcome === 'applied') {
      await trx
        .updateTable('users')
        .set({ ...syncedFields(user, event, subscription, now), updated_at: now })
        .where('id', '=', user.id)
        .execute();
    }
    await trx
      .updateTable('billing_events')
      .set({ outcome, user_id: user?.id ?? null })
      .where('id', '=', event.id)
      .execute();
    return outcome;
  });
}

/**
 * The account the event is about: the user id we gave Checkout (metadata, client reference),
 * else the provider's customer, else the subscription. The row is locked until the transaction
 * ends, so two events for one account are applied one after the other.
 */
async function findUser(
  trx: Transaction<Database>,
  event: ProviderEvent,
  subscription: ProviderSubscription | null,
): Promise<UserRow | undefined> {
  // A no-op update that returns the row: a row lock on PostgreSQL, the write lock on SQLite.
  const base = () => trx.updateTable('users').set((eb) => ({ updated_at: eb.ref('updated_at') }));
  const lock = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    where(base()).returningAll().executeTakeFirst();
  for (const id of [event.userId, subscription?.userId]) {
    if (!id) continue;
    const row = await lock((q) => q.where('id', '=', id));
    if (row) return row;
  }
  for (const customer of [event.customerId, subscription?.customerId]) {
    if (!customer) continue;
    const row = await lock((q) => q.where('billing_customer_id', '=', customer));
    if (row) return row;
  }
  const subscriptionId = subscription?.id ?? event.subscriptionId;
  if (subscriptionId) return lock((q) => q.where('billing_subscription_id', '=', subscriptionId));
  return undefined;
}

/** The account's plan fields after the provider's current state of the subscription. */
export function syncedFields(
  user: UserRow,
  event: Pick<ProviderEvent, 'createdAt' | 'customerId'>,
  sub: ProviderSubscription | null,
  now: number,
): Updateable<UserTable> {
  const set: Updateable<UserTable> = {
    billing_event_at: Math.max(user.billing_event_at ?? 0, event.createdAt),
  };
  const customer = sub?.customerId ?? event.customerId;
  if (customer) set.billing_customer_id = customer;
  if (!sub) return set;

  // An event about a subscription the account has since replaced must not touch the new one.
  const another = user.billing_subscription_id !== null && user.billing_subscription_id !== sub.id;
  // Past its end yet not deleted at the provider: ended for us too, like the period-end job says.
  const ended = sub.status === 'ended' || (sub.cancelAtPeriodEnd && sub.periodEnd !== null && sub.periodEnd <= now);
  if (ended) {
    if (another) return set;
    return {
      ...set,
      plan: 'free',
      plan_status: 'active',
      plan_scheduled: null,
      billing_subscription_id: null,
      plan_period_start: null,
      plan_period_end: null,
    };
  }
  if (sub.status === 'pending' || sub.plan === null) {
    // Nothing paid for yet (or a price we do not sell): remember it, grant nothing.
    if (user.plan === 'free') set.billing_subscription_id = sub.id;
    return set;
  }
  // A lower price within the same period is a downgrade waiting for the period end: the plan
  // paid for stays. Once the period moves on (renewal), the subscription's plan is the plan.
  const samePeriod = !another && user.billing_subscription_id === sub.id && user.plan_period_end === sub.periodEnd;
  const downgrade = samePeriod && isHigher(user.plan, sub.plan);
  return {
    ...set,
    plan: downgrade ? user.plan : sub.plan,
    plan_scheduled: sub.cancelAtPeriodEnd ? 'free' : downgrade ? sub.plan : null,
    plan_status: sub.status === 'past_due' ? 'past_due' : sub.cancelAtPeriodEnd ? 'cancelled' : 'active',
    billing_subscription_id: sub.id,
    plan_period_start: sub.periodStart,
    plan_period_end: sub.periodEnd,
  };
}
