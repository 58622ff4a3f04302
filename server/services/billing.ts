import type { Kysely, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { PlanId } from '../../common/plans.js';
import { BILLING_MESSAGES, type ChangePlanResult, type Subscription } from '../../common/schemas/billing.js';
import { billingProviderFromConfig } from '../billing/from-config.js';
import type { BillingProvider, PaidPlan, ProviderSubscription } from '../billing/provider.js';
import type { Config } from '../config.js';
import type { Database, UserTable } from '../db/schema.js';
import { conflict, notFound } from '../lib/domain-error.js';
import type { UserRow } from './users.js';

/**
 * Plans and their billing (docs/decisions/033-billing.md). An upgrade applies at once; a downgrade
 * or a cancellation is scheduled for the end of the period (`plan_scheduled`) and the plan in
 * force stays until then. With Stripe the provider is told first and the row follows what it
 * answered; the webhook (billing-webhook.ts) keeps the row in step with the provider afterwards.
 * With the Manual provider an admin sets plans, so every action here answers that the operator
 * handles billing.
 */
export interface BillingDeps {
  db: Kysely<Database>;
  provider: BillingProvider;
}

type Queryable = Kysely<Database> | Transaction<Database>;

const RANK: Record<PlanId, number> = { free: 0, basic: 1, pro: 2 };
export const isHigher = (a: PlanId, b: PlanId) => RANK[a] > RANK[b];

const providers = new WeakMap<Config, BillingProvider>();
/** One provider per configuration (the Stripe client keeps its connections). */
export function billingProviderFor(config: Config): BillingProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = billingProviderFromConfig(config);
    providers.set(config, provider);
  }
  return provider;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type BillingRow = Pick<
  UserRow,
  | 'plan'
  | 'plan_status'
  | 'plan_scheduled'
  | 'plan_period_start'
  | 'plan_period_end'
  | 'billing_customer_id'
  | 'billing_subscription_id'
>;

export function toSubscription(row: BillingRow, provider: BillingProvider): Subscription {
  const effectiveAt = iso(row.plan_period_end);
  return {
    plan: row.plan,
    status: row.plan_status,
    currentPeriodStart: iso(row.plan_period_start),
    currentPeriodEnd: effectiveAt,
    scheduledChange: row.plan_scheduled && effectiveAt ? { plan: row.plan_scheduled, effectiveAt } : null,
    provider: provider.id,
    portalAvailable: provider.id === 'stripe' && row.billing_customer_id !== null,
  };
}

/**
 * Carries out the changes whose period has ended: the scheduled plan takes over, and a
 * cancellation (to free) also ends the period and forgets the subscription. Each statement
 * rechecks its condition in its WHERE, so two instances running this at once apply a change once
 * and never undo each other. Returns how many accounts changed.
 */
/**
 * The user row with a change due at its period end already applied. The job settles such rows
 * within five minutes; the session and token lookups call this so that access follows the plan
 * to the minute, and only a row with a due change costs a write.
 */
/** Whether a scheduled plan change has come due (withDuePlanApplied then writes it). */
export function isPlanChangeDue(row: Pick<UserRow, 'plan_scheduled' | 'plan_period_end'>, now: number): boolean {
  return row.plan_scheduled !== null && row.plan_period_end !== null && Number(row.plan_period_end) <= now;
}

export async function withDuePlanApplied<T extends UserRow>(db: Kysely<Database>, row: T, now: number): Promise<T> {
  if (!isPlanChangeDue(row, now)) return row;
  await applyDuePeriodEnds(db, now, row.id);
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirst();
  return fresh ? { ...row, ...fresh } : row;
}

export async function applyDuePeriodEnds(db: Queryable, now: number, userId?: string): Promise<number> {
  let cancelled = db
    .updateTable('users')
    .set({
      plan: 'free',
      plan_scheduled: null,
      plan_status: 'active',
      plan_period_start: null,
      plan_period_end: null,
      billing_subscription_id: null,
      updated_at: now,
    })
    .where('plan_scheduled', '=', 'free')
    .where('plan_period_end', '<=', now);
  let downgraded = db
    .updateTable('users')
    .set({
      plan: sql<PaidPlan>`plan_scheduled`,
      plan_scheduled: null,
      plan_status: 'active',
      updated_at: now,
    })
    .where('plan_scheduled', 'in', ['basic', 'pro'])
    .where('plan_period_end', '<=', now);
  if (userId !== undefined) {
    cancelled = cancelled.where('id', '=', userId);
    downgraded = downgraded.where('id', '=', userId);
  }
  const a = await cancelled.executeTakeFirst();
  const b = await downgraded.executeTakeFirst();
  return Number(a.numUpdatedRows) + Number(b.numUpdatedRows);
}

async function readRow(db: Queryable, userId: string): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Account not found', 'user_not_found');
  return row;
}

/** The row with any change whose period has ended already applied: nobody sees a stale plan. */
async function currentRow(db: Kysely<Database>, userId: string, now: number): Promise<UserRow> {
  const row = await readRow(db, userId);
  // Reads stay reads unless a change is due (the job may not have run yet).
  const due = row.plan_scheduled !== null && row.plan_period_end !== null && row.plan_period_end <= now;
  if (!due) return row;
  await applyDuePeriodEnds(db, now, userId);
  return readRow(db, userId);
}

export async function subscriptionOf(deps: BillingDeps, userId: string, now = Date.now()): Promise<Subscription> {
  return toSubscription(await currentRow(deps.db, userId, now), deps.provider);
}

const refuseManual = (provider: BillingProvider) => {
  if (provider.id === 'manual') throw conflict(BILLING_MESSAGES.manual, 'billing_manual');
};

/** The row's period as the provider now states it (left alone when the provider gave none). */
const periodOf = (sub: ProviderSubscription): Updateable<UserTable> => ({
  ...(sub.periodStart !== null && { plan_period_start: sub.periodStart }),
  ...(sub.periodEnd !== null && { plan_period_end: sub.periodEnd }),
});

async function update(db: Kysely<Database>, userId: string, set: Updateable<UserTable>, now: number) {
  await db
    .updateTable('users')
    .set({ ...set, updated_at: now })
    .where('id', '=', userId)
    .execute();
  return readRow(db, userId);
}

function requireSubscription(row: UserRow): string {
  if (row.plan === 'free' || !row.billing_subscription_id) {
    throw conflict(BILLING_MESSAGES.noSubscription, 'no_subscription');
  }
  return row.billing_subscription_id;
}

/**
 * Moves the user to `plan`. From Free the provider's Checkout takes the payment and the plan
 * changes when its webhook arrives, so the answer carries the page to send the user to. An upgrade
 * of a running subscription is charged and applied at once; a downgrade changes the price from the
 * next invoice and the plan at the period end; Free is a cancellation. Choosing the plan in force
 * while a change is scheduled withdraws that change.
 */
export async function changePlan(
  deps: BillingDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  plan: PlanId,
  now = Date.now(),
): Promise<ChangePlanResult> {
  refuseManual(deps.provider);
  const row = await currentRow(deps.db, user.id, now);
  const answer = (r: UserRow, redirectUrl: string | null = null) => ({
    subscription: toSubscription(r, deps.provider),
    redirectUrl,
  });
  if (plan === row.plan) {
    if (row.plan_scheduled === null) throw conflict(BILLING_MESSAGES.samePlan, 'same_plan');
    return answer(await resume(deps, row, now));
  }
  if (plan === 'free') return answer(await cancel(deps, row, now));
  if (row.plan === 'free') {
    const { url } = await deps.provider.createCheckout({
      userId: row.id,
      email: row.email,
      customerId: row.billing_customer_id,
      plan,
    });
    return answer(row, url);
  }
  const subscriptionId = requireSubscription(row);
  if (isHigher(plan, row.plan)) {
    const sub = await deps.provider.changePrice(subscriptionId, plan, 'charge_now');
    const status = row.plan_status === 'past_due' ? 'past_due' : 'active';
    return answer(
      await update(deps.db, row.id, { plan, plan_status: status, plan_scheduled: null, ...periodOf(sub) }, now),
    );
  }
  const sub = await deps.provider.changePrice(subscriptionId, plan, 'next_invoice');
  const status = row.plan_status === 'past_due' ? 'past_due' : 'active';
  return answer(await update(deps.db, row.id, { plan_scheduled: plan, plan_status: status, ...periodOf(sub) }, now));
}

async function cancel(deps: BillingDeps, row: UserRow, now: number): Promise<UserRow> {
  const subscriptionId = requireSubscription(row);
  if (row.plan_status === 'cancelled' && row.plan_scheduled === 'free') return row;
  const sub = await deps.provider.setCancelAtPeriodEnd(subscriptionId, true);
  return update(deps.db, row.id, { plan_status: 'cancelled', plan_scheduled: 'free', ...periodOf(sub) }, now);
}

/** Cancels at the end of the period; the plan stays until then. */
export async function cancelSubscription(deps: BillingDeps, userId: string, now = Date.now()): Promise<Subscription> {
  refuseManual(deps.provider);
  const row = await currentRow(deps.db, userId, now);
  return toSubscription(await cancel(deps, row, now), deps.provider);
}

/** Keeps the plan in force: withdraws a cancellation and puts its price back after a downgrade. */
async function resume(deps: BillingDeps, row: UserRow, now: number): Promise<UserRow> {
  if (row.plan_scheduled === null && row.plan_status !== 'cancelled') {
    throw conflict(BILLING_MESSAGES.nothingToResume, 'nothing_to_resume');
  }
  const subscriptionId = requireSubscription(row);
  const current = row.plan as PaidPlan;
  let sub = await deps.provider.retrieveSubscription(subscriptionId);
  if (!sub || sub.status === 'ended') throw conflict(BILLING_MESSAGES.noSubscription, 'no_subscription');
  // A price change also withdraws a cancellation (stripe-provider.ts), so one call does both.
  if (sub.plan !== current) sub = await deps.provider.changePrice(subscriptionId, current, 'next_invoice');
  else if (sub.cancelAtPeriodEnd) sub = await deps.provider.setCancelAtPeriodEnd(subscriptionId, false);
  const status = row.plan_status === 'past_due' ? 'past_due' : 'active';
  return update(deps.db, row.id, { plan_status: status, plan_scheduled: null, ...periodOf(sub) }, now);
}

export async function resumeSubscription(deps: BillingDeps, userId: string, now = Date.now()): Promise<Subscription> {
  refuseManual(deps.provider);
  const row = await currentRow(deps.db, userId, now);
  return toSubscription(await resume(deps, row, now), deps.provider);
}

/** The provider's page for the payment method and billing history. */
export async function openBillingPortal(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  refuseManual(deps.provider);
  const row = await readRow(deps.db, userId);
  if (!row.billing_customer_id) throw conflict(BILLING_MESSAGES.noCustomer, 'no_customer');
  return deps.provider.createPortal(row.billing_customer_id);
}
