import { PLANS, type Plan, type PlanId } from '@common/plans';
import type { SessionUser } from '@common/schemas/auth';

/** The subscription screen spells out Pro as "Professional", the plan's full name. */
export const PLAN_LABELS: Record<PlanId, string> = { free: 'Free', basic: 'Basic', pro: 'Professional' };

export type PlanRelation = 'current' | 'upgrade' | 'downgrade';

export function planOf(id: PlanId): Plan {
  return PLANS.find((p) => p.id === id) ?? PLANS[0]!;
}

/** CURRENT for the user's plan; otherwise UPGRADE to a dearer plan or DOWNGRADE to a cheaper one. */
export function planRelation(current: Plan, other: Plan): PlanRelation {
  if (other.id === current.id) return 'current';
  return other.price > current.price ? 'upgrade' : 'downgrade';
}

export interface BillingPeriod {
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextBillingDate: string;
}

/**
 * The billing period, once the server sends one. The session contract has no billing fields yet
 * (billing is not connected), so today this is always null.
 */
export function billingPeriodOf(user: SessionUser): BillingPeriod | null {
  const period = (user as { billingPeriod?: BillingPeriod | null }).billingPeriod;
  return period?.currentPeriodEnd ? period : null;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}
