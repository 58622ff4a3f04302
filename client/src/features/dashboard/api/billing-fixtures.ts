import type { Subscription } from '@common/schemas/billing';

/** Tests only: GET /api/billing/subscription as the server answers it, for a Basic plan paid online. */
export function subscriptionAnswer(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'basic',
    status: 'active',
    currentPeriodStart: '2026-03-01T12:00:00.000Z',
    currentPeriodEnd: '2026-04-01T12:00:00.000Z',
    scheduledChange: null,
    provider: 'stripe',
    portalAvailable: true,
    ...overrides,
  };
}
