import type { BillingProviderId } from '../../common/schemas/billing.js';

/**
 * What the billing services need from a billing provider, in the domain's terms: the adapters
 * (Stripe, Manual) translate. Times are epoch milliseconds, plans are ours, never price ids.
 */
export type PaidPlan = 'basic' | 'pro';

/** How a price change is charged: at once for what is left of the period, or from the next invoice. */
export type Proration = 'charge_now' | 'next_invoice';

export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The user id we put in its metadata when it was created through Checkout. */
  userId: string | null;
  /** The plan its price stands for; null for a price this server was not configured with. */
  plan: PaidPlan | null;
  /**
   * active (trialing counts), past_due (a payment failed: past_due, unpaid), ended (canceled,
   * incomplete_expired) or pending (incomplete, paused: nothing paid for yet).
   */
  status: 'active' | 'past_due' | 'ended' | 'pending';
  cancelAtPeriodEnd: boolean;
  periodStart: number | null;
  periodEnd: number | null;
}

/** A verified provider event, reduced to what finds its user and its subscription. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created the event (ms): orders events that arrive out of order. */
  createdAt: number;
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The subscription the event carries, when it is one: used only if it can no longer be retrieved. */
  subscription: ProviderSubscription | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The provider's customer when the user already has one (a second subscription after a cancellation). */
  customerId: string | null;
  plan: PaidPlan;
}

export interface BillingProvider {
  readonly id: BillingProviderId;
  /** A hosted payment page that starts a subscription; the plan changes when its webhook arrives. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Moves the subscription to the plan's price; a plan choice also withdraws a pending cancellation. */
  changePrice(subscriptionId: string, plan: PaidPlan, proration: Proration): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** A hosted page for the payment method and billing history. */
  createPortal(customerId: string): Promise<{ url: string }>;
  /** The subscription as it is now; null when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Checks the signature over the raw body; throws DomainError bad_signature when it does not hold. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<ProviderEvent>;
}

/** The event types the webhook acts on; any other is recorded as ignored_type. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
