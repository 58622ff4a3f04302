import { BILLING_MESSAGES } from '../../common/schemas/billing.js';
import { conflict, notFound } from '../lib/domain-error.js';
import type { BillingProvider } from './provider.js';

const operatorOnly = () => conflict(BILLING_MESSAGES.manual, 'billing_manual');

/**
 * Self-hosting without a payment provider: an admin sets plans in the console, so every billing
 * action answers that the operator handles billing, and there is no webhook to receive.
 */
export function createManualProvider(): BillingProvider {
  const refuse = () => Promise.reject(operatorOnly());
  return {
    id: 'manual',
    createCheckout: refuse,
    changePrice: refuse,
    setCancelAtPeriodEnd: refuse,
    createPortal: refuse,
    retrieveSubscription: refuse,
    // A 4xx, not a 5xx: nothing is wrong with this server, the endpoint simply is not in use.
    verifyWebhook: () => Promise.reject(notFound(BILLING_MESSAGES.notConfigured, 'billing_not_configured')),
  };
}
