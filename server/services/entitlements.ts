import {
  canUseAgent,
  hasFeature,
  planRequiredMessage,
  type EntitledUser,
  type Feature,
} from '../../common/entitlements.js';
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
