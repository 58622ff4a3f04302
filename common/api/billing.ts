import { defineRoute } from './define-route.js';
import {
  BillingPortalSchema,
  BillingWebhookHeadersSchema,
  ChangePlanRequestSchema,
  ChangePlanResultSchema,
  SubscriptionSchema,
  WebhookReceiptSchema,
} from '../schemas/billing.js';

const tag = 'Billing';

/** The subscription screen's calls, and the billing provider's webhook. Session-only: a token cannot change a plan. */
export const billingApi = {
  subscription: defineRoute({
    method: 'GET',
    path: '/api/billing/subscription',
    summary: "The signed-in user's plan, its status and period, and any change scheduled for the period end",
    tag,
    responses: { 200: SubscriptionSchema },
  }),
  change: defineRoute({
    method: 'POST',
    path: '/api/billing/change',
    summary:
      'Change plan: an upgrade applies at once (a first paid plan answers a Checkout address), a downgrade at the period end',
    tag,
    body: ChangePlanRequestSchema,
    responses: { 200: ChangePlanResultSchema },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/billing/cancel',
    summary: 'Cancel the paid plan at the end of the period; access continues until then',
    tag,
    responses: { 200: SubscriptionSchema },
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/billing/resume',
    summary: 'Undo a scheduled downgrade or cancellation',
    tag,
    responses: { 200: SubscriptionSchema },
  }),
  portal: defineRoute({
    method: 'POST',
    path: '/api/billing/portal',
    summary: "A billing portal session for the user's payment method and billing history",
    tag,
    responses: { 200: BillingPortalSchema },
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/billing/webhook',
    summary: "The billing provider's events (signed); each is applied once, an older one never undoes a newer",
    tag,
    headers: BillingWebhookHeadersSchema,
    responses: { 200: WebhookReceiptSchema },
    public: true,
  }),
};
