import { PLANS, type PlanId } from './plans.js';

/**
 * What each plan includes, in one table both sides read: the pricing page, the subscription screen
 * and the dashboard's agent list describe it, the server enforces it. Admins and all-access users
 * have every feature.
 */
export const FEATURES = [
  'full_library',
  'export',
  'custom_agents',
  'automations',
  'analytics',
  'api_access',
  'cloud_history',
] as const;
export type Feature = (typeof FEATURES)[number];

export const PLAN_ORDER: readonly PlanId[] = ['free', 'basic', 'pro'];

export const PLAN_FEATURES: Record<PlanId, readonly Feature[]> = {
  free: [],
  basic: ['full_library', 'export', 'custom_agents', 'cloud_history'],
  pro: ['full_library', 'export', 'custom_agents', 'cloud_history', 'automations', 'analytics', 'api_access'],
};

/**
 * The agents every signed-in user may chat with, whatever the plan: one writer, one planner, one
 * teacher, so the Free plan shows what each kind of agent does. The rest of the library needs
 * `full_library`.
 */
export const STARTER_AGENT_IDS: readonly string[] = ['ai-writing-assistant', 'ai-task-planner', 'ai-study-assistant'];

/**
 * Features the server enforces. Every feature of the table is enforced; the list exists so a test
 * can switch one off to show what a user without the gate would get.
 */
export const ENFORCED_FEATURES: Feature[] = [...FEATURES];

export interface EntitledUser {
  plan: PlanId;
  isAdmin: boolean;
  allAccess: boolean;
}

export function hasFeature(user: EntitledUser, feature: Feature): boolean {
  if (!ENFORCED_FEATURES.includes(feature)) return true;
  return user.isAdmin || user.allAccess || PLAN_FEATURES[user.plan].includes(feature);
}

/** Whether the user may chat with a library agent: the starter agents for all, the rest with the full library. */
export function canUseAgent(user: EntitledUser, agentId: string): boolean {
  return STARTER_AGENT_IDS.includes(agentId) || hasFeature(user, 'full_library');
}

/** The cheapest plan that includes a feature, for the message that names it. */
export function planIncluding(feature: Feature): PlanId {
  return PLAN_ORDER.find((plan) => PLAN_FEATURES[plan].includes(feature)) ?? 'pro';
}

export const FEATURE_NAMES: Record<Feature, string> = {
  full_library: 'The full agent library',
  export: 'Conversation export',
  custom_agents: 'Your own agents',
  automations: 'Email automations',
  analytics: 'Analytics',
  api_access: 'API access',
  cloud_history: 'Cloud history',
};

/** The name of the cheapest plan that includes a feature ("Pro"), as the pricing page shows it. */
export function planNameFor(feature: Feature): string {
  const id = planIncluding(feature);
  return PLANS.find((plan) => plan.id === id)?.name ?? id;
}

// Per feature: whether its name reads as a plural, and what the user can do once upgraded.
const PHRASES: Record<Feature, { verb: 'is' | 'are'; then: string }> = {
  full_library: { verb: 'is', then: 'use this agent' },
  export: { verb: 'is', then: 'export conversations' },
  custom_agents: { verb: 'are', then: 'create and import your own agents' },
  automations: { verb: 'are', then: 'create and run automations' },
  analytics: { verb: 'is', then: 'see your analytics' },
  api_access: { verb: 'is', then: 'use API tokens' },
  cloud_history: { verb: 'is', then: 'sync your conversations across browsers' },
};

/**
 * Why a gate is closed, naming the plan that opens it: the server's 403 plan_required says it and
 * the client's locked states show the same words. "Email automations are part of the Pro plan.
 * Upgrade to Pro to create and run automations."
 */
export function planRequiredMessage(feature: Feature): string {
  const plan = planNameFor(feature);
  const { verb, then } = PHRASES[feature];
  return `${FEATURE_NAMES[feature]} ${verb} part of the ${plan} plan. Upgrade to ${plan} to ${then}.`;
}
