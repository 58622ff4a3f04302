import type { PlanId } from './plans.js';

/**
 * What each plan includes, in one table both sides read: the pricing page and the subscription
 * screen describe it, the server enforces it. Admins and all-access users have every feature.
 */
export const FEATURES = ['full_library', 'export', 'automations', 'analytics', 'api_access'] as const;
export type Feature = (typeof FEATURES)[number];

export const PLAN_FEATURES: Record<PlanId, readonly Feature[]> = {
  free: [],
  basic: ['full_library', 'export'],
  pro: ['full_library', 'export', 'automations', 'analytics', 'api_access'],
};

/**
 * Features the server enforces today. Automations are Pro in the plans, yet every signed-in user has
 * them until plans are billed (the plans issue turns enforcement on by adding them here).
 */
export const ENFORCED_FEATURES: readonly Feature[] = [];

export interface EntitledUser {
  plan: PlanId;
  isAdmin: boolean;
  allAccess: boolean;
}

export function hasFeature(user: EntitledUser, feature: Feature): boolean {
  if (!ENFORCED_FEATURES.includes(feature)) return true;
  return user.isAdmin || user.allAccess || PLAN_FEATURES[user.plan].includes(feature);
}

/** The cheapest plan that includes a feature, for the message that names it. */
export function planIncluding(feature: Feature): PlanId {
  return (['free', 'basic', 'pro'] as const).find((plan) => PLAN_FEATURES[plan].includes(feature)) ?? 'pro';
}

export const FEATURE_NAMES: Record<Feature, string> = {
  full_library: 'The full agent library',
  export: 'Conversation export',
  automations: 'Email automations',
  analytics: 'Analytics',
  api_access: 'API access',
};
