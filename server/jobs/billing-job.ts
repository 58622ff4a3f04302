import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { applyDuePeriodEnds } from '../services/billing.js';
import { enqueueJob } from './job-store.js';
import type { JobRunner } from './runner.js';

/**
 * Carries out downgrades and cancellations whose period has ended (services/billing.ts
 * applyDuePeriodEnds), every five minutes: a chain of slots like housekeeping, each slot its own
 * job id `billing-period-end:<slot, ISO>`, so however many instances queue a slot it runs once. A
 * run queues the next slot first, so a failing run never breaks the chain. The subscription screen
 * applies a due change itself too, so the job only bounds how long other checks see the old plan.
 */
export const BILLING_PERIOD_END_JOB = 'billing-period-end';
export const BILLING_EVERY_MS = 5 * 60_000;

export const billingSlotOf = (at: number) => Math.floor(at / BILLING_EVERY_MS) * BILLING_EVERY_MS;
export const billingJobId = (slot: number) => `${BILLING_PERIOD_END_JOB}:${new Date(slot).toISOString()}`;

/** Queues the slot `at` falls in (a no-op if it exists); true when this call queued it. */
export function scheduleBillingPeriodEnds(db: Kysely<Database>, at: number, now = at): Promise<boolean> {
  const slot = billingSlotOf(at);
  return enqueueJob(db, { id: billingJobId(slot), kind: BILLING_PERIOD_END_JOB, payload: { slot }, runAt: slot }, now);
}

export function registerBillingJob(runner: JobRunner, db: Kysely<Database>): void {
  runner.register(BILLING_PERIOD_END_JOB, {
    run: async (_payload, ctx) => {
      // The slot after now, not after this job's slot: a late run does not replay missed slots.
      await scheduleBillingPeriodEnds(db, billingSlotOf(ctx.now()) + BILLING_EVERY_MS, ctx.now());
      const applied = await applyDuePeriodEnds(db, ctx.now());
      if (applied > 0) ctx.log.info({ applied }, 'scheduled plan changes applied at their period end');
    },
  });
}
