import { PLANS, type Plan, type PlanId } from '@common/plans';
import type { PlanStatus, Subscription } from '@common/schemas/billing';
import { formatDate } from '@/lib/preferences/date-format';
import { translate, type DashboardKey } from './i18n';

/** The subscription screen spells out Pro as "Professional", the plan's full name. */
export const PLAN_LABELS: Record<PlanId, string> = { free: 'Free', basic: 'Basic', pro: 'Professional' };

/** The status badge's text, looked up at render time. */
export const STATUS_LABELS: Record<PlanStatus, DashboardKey> = {
  active: 'dashboard.status.active',
  past_due: 'dashboard.status.pastDue',
  cancelled: 'dashboard.status.cancelled',
};

/**
 * BILLING_MESSAGES.manual of common/schemas/billing.ts, word for word. Copied rather than imported:
 * that module builds zod schemas when it loads, and zod must stay out of the client's bundles.
 * subscription-panel.test.tsx checks the two stay equal.
 */
export const MANUAL_BILLING_MESSAGE =
  'Billing is handled by the operator of this service. Contact them to change your plan.';

export type PlanRelation = 'current' | 'upgrade' | 'downgrade';

export function planOf(id: PlanId): Plan {
  return PLANS.find((p) => p.id === id) ?? PLANS[0]!;
}

/** CURRENT for the user's plan; otherwise UPGRADE to a dearer plan or DOWNGRADE to a cheaper one. */
export function planRelation(current: Plan, other: Plan): PlanRelation {
  if (other.id === current.id) return 'current';
  return other.price > current.price ? 'upgrade' : 'downgrade';
}

/** The end of the period as the dialogs show it; null when the server has none (an operator-set plan). */
export function periodEndText(subscription: Subscription): string | null {
  return subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
}

/**
 * What is scheduled for the period end, in one sentence: moving to Free is the end of the paid
 * subscription, so it reads as a cancellation.
 */
export function scheduledChangeText(subscription: Subscription): string | null {
  const change = subscription.scheduledChange;
  if (!change) return null;
  const when = formatDate(change.effectiveAt);
  if (change.plan === 'free') return translate('dashboard.scheduled.cancelled', { date: when });
  return translate('dashboard.scheduled.change', { plan: PLAN_LABELS[change.plan], date: when });
}
