import type { Config } from '../config.js';
import { createManualProvider } from './manual-provider.js';
import type { BillingProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** Stripe when its secret key is configured (config.ts then requires the rest), else Manual. */
export function billingProviderFromConfig(config: Config): BillingProvider {
  if (!config.STRIPE_SECRET_KEY) return createManualProvider();
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    prices: { basic: config.STRIPE_PRICE_BASIC!, pro: config.STRIPE_PRICE_PRO! },
    publicUrl: config.PUBLIC_URL,
    apiUrl: config.STRIPE_API_URL,
  });
}
