import { z } from 'zod';
import { PLANS } from './auth.js';
import { text } from './text.js';

/**
 * The user's subscription as the subscription screen shows it, and the requests that change it.
 * Upgrades apply at once (with Stripe, a first paid plan goes through Checkout); downgrades and
 * cancellations are scheduled for the end of the period, and the plan in force stays until then.
 */
export const PLAN_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** What became of a provider event (kept by its id, so a replay is recognised). */
export const BILLING_EVENT_OUTCOMES = ['applied', 'ignored_stale', 'ignored_unknown_customer', 'ignored_type'] as const;

export const BILLING_PROVIDERS = ['stripe', 'manual'] as const;
export type BillingProviderId = (typeof BILLING_PROVIDERS)[number];

export const ScheduledChangeSchema = z.object({
  /** The plan the account moves to; `free` for a cancellation. */
  plan: z.enum(PLANS),
  /** When it happens: the end of the current period, ISO 8601. */
  effectiveAt: z.string(),
});
export type ScheduledChange = z.infer<typeof ScheduledChangeSchema>;

export const SubscriptionSchema = z.object({
  plan: z.enum(PLANS),
  status: z.enum(PLAN_STATUSES),
  /** ISO 8601; null on the Free plan and for a plan an operator set without a period. */
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  scheduledChange: ScheduledChangeSchema.nullable(),
  /** stripe: the user pays online; manual: the operator sets plans and handles billing. */
  provider: z.enum(BILLING_PROVIDERS),
  /** Whether the billing portal (payment method, billing history) can be opened for this user. */
  portalAvailable: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** POST /api/billing/change: move to another plan. */
export const ChangePlanRequestSchema = z.object({
  plan: z.enum(PLANS, { error: 'plan must be free, basic or pro' }),
});
export type ChangePlanRequest = z.infer<typeof ChangePlanRequestSchema>;

/**
 * What a plan change did: `redirectUrl` is set when the user must finish it with the provider
 * (Stripe Checkout for a first paid plan); otherwise the subscription already shows the change.
 */
export const ChangePlanResultSchema = z.object({
  subscription: SubscriptionSchema,
  redirectUrl: z.string().nullable(),
});
export type ChangePlanResult = z.infer<typeof ChangePlanResultSchema>;

/** POST /api/billing/portal: where to send the user for payment method and billing history. */
export const BillingPortalSchema = z.object({ url: z.string() });

/** POST /api/billing/webhook answers this to the provider. */
export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

export const BillingWebhookHeadersSchema = z.object({
  'stripe-signature': text().max(2000).optional(),
});

export const BILLING_MESSAGES = {
  manual: 'Billing is handled by the operator of this service. Contact them to change your plan.',
  samePlan: 'You are already on this plan.',
  nothingToResume: 'There is no scheduled change to undo.',
  noSubscription: 'There is no paid subscription to cancel.',
  noCustomer: 'There is no billing account yet: subscribe to a paid plan first.',
  badSignature: 'The webhook signature could not be verified.',
  notConfigured: 'Online billing is not configured on this server.',
} as const;
