import {
  canUseAgent,
  FEATURE_NAMES,
  hasFeature,
  planIncluding,
  type EntitledUser,
  type Feature,
} from '../../common/entitlements.js';
import { PLANS } from '../../common/plans.js';
import type { Config } from '../config.js';
import { forbidden, type DomainError } from '../lib/domain-error.js';
import { hasAllAccess, isAdmin, type UserRow } from './users.js';

/**
 * The one place the server decides what a user's plan allows. The table is common/entitlements.ts
 * (the client reads the same one to show the gates); this file turns a stored user into the shape
 * that table reads and turns a refusal into the one 403 every gated route answers with.
 */

/** The columns the decision reads: a session user, a bearer token's user and a full row all have them. */
export type EntitlementFields = Pick<UserRow, 'email' | 'is_admin' | 'email_verified_at' | 'all_access' | 'plan'>;

export function entitledUser(user: EntitlementFields, config: Config): EntitledUser {
  return { plan: user.plan, isAdmin: isAdmin(user, config), allAccess: hasAllAccess(user, config) };
}

export function featureAllowed(user: EntitlementFields, config: Config, feature: Feature): boolean {
  return hasFeature(entitledUser(user, config), feature);
}

/** The name of the cheapest plan that includes the feature ("Pro"), as the pricing page shows it. */
export function planNameFor(feature: Feature): string {
  const id = planIncluding(feature);
  return PLANS.find((plan) => plan.id === id)?.name ?? id;
}

// Per feature: whether its name reads as a plural, and what the user can do once upgraded.
const PHRASES: Record<Feature, { verb: 'is' | 'are'; then: string }> = {
  full_library: { verb: 'is', then: 'use this agent' },
  export: { verb: 'is', then: 'export conversations' },
  automations: { verb: 'are', then: 'create and run automations' },
  analytics: { verb: 'is', then: 'see your analytics' },
  api_access: { verb: 'is', then: 'use API tokens' },
};

/** "Email automations are part of the Pro plan. Upgrade to Pro to create and run automations." */
export function planRequiredMessage(feature: Feature): string {
  const plan = planNameFor(feature);
  const { verb, then } = PHRASES[feature];
  return `${FEATURE_NAMES[feature]} ${verb} part of the ${plan} plan. Upgrade to ${plan} to ${then}.`;
}

export function planRequired(feature: Feature): DomainError {
  return forbidden(planRequiredMessage(feature), 'plan_required');
}

/** Refuses (403 plan_required, naming the plan) unless the user's plan includes the feature. */
export function assertFeature(user: EntitlementFields, config: Config, feature: Feature): void {
  if (!featureAllowed(user, config, feature)) throw planRequired(feature);
}

export function agentAllowed(user: EntitlementFields, config: Config, agentId: string): boolean {
  return canUseAgent(entitledUser(user, config), agentId);
}

/** Refuses a library agent outside the user's plan: the starter agents are open to every plan. */
export function assertAgent(user: EntitlementFields, config: Config, agentId: string): void {
  if (!agentAllowed(user, config, agentId)) throw planRequired('full_library');
}
