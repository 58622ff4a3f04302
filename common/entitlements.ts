import type { PlanId } from './plans.js';

/**
 * What each plan includes, in one table both sides read: the pricing page, the subscription screen
 * and the dashboard's agent list describe it, the server enforces it. Admins and all-access users
 * have every feature.
 */
export const FEATURES = ['full_library', 'export', 'automations', 'analytics', 'api_access'] as const;
export type Feature = (typeof FEATURES)[number];

export const PLAN_ORDER: readonly PlanId[] = ['free', 'basic', 'pro'];

export const PLAN_FEATURES: Record<PlanId, readonly Feature[]> = {
  free: [],
  basic: ['full_library', 'export'],
  pro: ['full_library', 'export', 'automations', 'analytics', 'api_access'],
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
  automations: 'Email automations',
  analytics: 'Analytics',
  api_access: 'API access',
};
