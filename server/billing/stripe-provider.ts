import type StripeSdk from 'stripe';
import { BILLING_MESSAGES } from '../../common/schemas/billing.js';
import { DomainError, invalid } from '../lib/domain-error.js';
import type {
  BillingProvider,
  CheckoutRequest,
  PaidPlan,
  Proration,
  ProviderEvent,
  ProviderSubscription,
} from './provider.js';

type Stripe = StripeSdk;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  /** PUBLIC_URL: where Checkout and the portal send the user back. */
  publicUrl: string;
  /** A stand-in of the API (tests); unset means api.stripe.com. */
  apiUrl?: string | undefined;
}

// The SDK is loaded on first use, like the other optional libraries (decision 006): a server on
// the Manual provider never pays for it.
let sdk: Promise<typeof StripeSdk> | undefined;
const loadStripe = () => (sdk ??= import('stripe').then((m) => m.default));

/** What we read of an object the API sent: its fields vary with the API version. */
type Loose = Record<string, unknown>;
const asObject = (v: unknown): Loose | null => (v && typeof v === 'object' ? (v as Loose) : null);
const asString = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** An id given either as it is or as an expanded object. */
const idOf = (v: unknown): string | null => asString(v) ?? asString(asObject(v)?.id);
const seconds = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v * 1000 : null);
const userIdIn = (metadata: unknown): string | null => asString(asObject(metadata)?.userId);

function statusOf(status: unknown): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    default:
      return 'pending';
  }
}

/** Stripe's subscription in our terms. */
export function toProviderSubscription(raw: unknown, planOfPrice: (price: string | null) => PaidPlan | null) {
  const sub = asObject(raw) ?? {};
  const item = asObject((asObject(sub.items)?.data as unknown[] | undefined)?.[0]);
  const price = idOf(item?.price) ?? idOf(item?.plan);
  const subscription: ProviderSubscription = {
    id: asString(sub.id) ?? '',
    customerId: idOf(sub.customer),
    userId: userIdIn(sub.metadata),
    plan: planOfPrice(price),
    status: statusOf(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    // Recent API versions keep the period on the item; older ones on the subscription.
    periodStart: seconds(item?.current_period_start) ?? seconds(sub.current_period_start),
    periodEnd: seconds(item?.current_period_end) ?? seconds(sub.current_period_end),
  };
  return subscription;
}

function toProviderEvent(
  event: StripeSdk.Event,
  planOfPrice: (price: string | null) => PaidPlan | null,
): ProviderEvent {
  const object = asObject(event.data.object) ?? {};
  const base = { id: event.id, type: event.type, createdAt: event.created * 1000, customerId: idOf(object.customer) };
  if (object.object === 'subscription') {
    const subscription = toProviderSubscription(object, planOfPrice);
    return { ...base, userId: subscription.userId, subscriptionId: subscription.id, subscription };
  }
  if (object.object === 'checkout.session') {
    return {
      ...base,
      userId: userIdIn(object.metadata) ?? asString(object.client_reference_id),
      subscriptionId: idOf(object.subscription),
      subscription: null,
    };
  }
  // An invoice: its subscription moved under `parent` in recent API versions.
  const details = asObject(asObject(object.parent)?.subscription_details) ?? asObject(object.subscription_details);
  return {
    ...base,
    userId: userIdIn(details?.metadata),
    subscriptionId: idOf(object.subscription) ?? idOf(details?.subscription),
    subscription: null,
  };
}

const upstream = (err: unknown) => {
  // The SDK's message may quote the request; keep the user's answer generic and the code stable.
  const status = (err as { statusCode?: number }).statusCode;
  return new DomainError(
    'upstream_failed',
    'billing_provider_failed',
    status
      ? `The billing provider refused the request (${status}). Please try again later.`
      : 'The billing provider could not be reached. Please try again later.',
  );
};

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const planOfPrice = (price: string | null): PaidPlan | null =>
    price === settings.prices.pro ? 'pro' : price === settings.prices.basic ? 'basic' : null;
  const toSubscription = (raw: unknown) => toProviderSubscription(raw, planOfPrice);

  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= loadStripe().then((Stripe) => {
      const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
      return new Stripe(settings.secretKey, {
        timeout: 20_000,
        ...(url && {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }),
      });
    }));
  /** Runs an API call; any failure becomes the one upstream error (the SDK's own is logged by no one). */
  const call = async <T>(fn: (s: Stripe) => Promise<T>): Promise<T> => {
    const s = await stripe();
    try {
      return await fn(s);
    } catch (err) {
      throw upstream(err);
    }
  };
  const back = (query: string) => `${settings.publicUrl}/dashboard?section=subscription${query}`;

  return {
    id: 'stripe',

    createCheckout: (request: CheckoutRequest) =>
      call(async (s) => {
        const metadata = { userId: request.userId };
        const session = await s.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: settings.prices[request.plan], quantity: 1 }],
          client_reference_id: request.userId,
          metadata,
          subscription_data: { metadata },
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
          success_url: back('&checkout=success'),
          cancel_url: back('&checkout=cancelled'),
        });
        if (!session.url) throw new Error('Checkout session without a url');
        return { url: session.url };
      }),

    changePrice: (subscriptionId: string, plan: PaidPlan, proration: Proration) =>
      call(async (s) => {
        const current = await s.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new Error('subscription without an item');
        const updated = await s.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: settings.prices[plan] }],
          // An upgrade is charged for the rest of the period now; a downgrade's lower price starts
          // with the next invoice, so the user keeps what they paid for until the period ends.
          proration_behavior: proration === 'charge_now' ? 'always_invoice' : 'none',
          cancel_at_period_end: false,
        });
        return toSubscription(updated);
      }),

    setCancelAtPeriodEnd: (subscriptionId: string, cancel: boolean) =>
      call(async (s) => toSubscription(await s.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }))),

    createPortal: (customerId: string) =>
      call(async (s) => {
        const session = await s.billingPortal.sessions.create({ customer: customerId, return_url: back('') });
        return { url: session.url };
      }),

    retrieveSubscription: async (subscriptionId: string) => {
      const s = await stripe();
      try {
        return toSubscription(await s.subscriptions.retrieve(subscriptionId));
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return null;
        throw upstream(err);
      }
    },

    verifyWebhook: async (rawBody: Buffer | string, signature: string | undefined) => {
      const s = await stripe();
      if (!signature) throw invalid(BILLING_MESSAGES.badSignature, 'bad_signature');
      let event: StripeSdk.Event;
      try {
        event = s.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw invalid(BILLING_MESSAGES.badSignature, 'bad_signature');
      }
      return toProviderEvent(event, planOfPrice);
    },
  };
}
