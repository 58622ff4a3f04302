import { isCustomAgentId } from '@common/custom-agent-constants';
import { canUseAgent, hasFeature, planNameFor } from '@common/entitlements';
import type { SessionUser } from '@common/schemas/auth';
import type { DashboardKey } from './i18n';

export type AccessTier = 'all-access' | 'premium' | 'demo';

export interface AgentAccess {
  tier: AccessTier;
  /** Admins and all-access users chat through the server's key and need no key of their own. */
  allAccess: boolean;
  /** The plan includes the full library (Basic and Pro). */
  premium: boolean;
  /** Chatting needs a valid key or all access: someone's key must pay for the replies. */
  canChat: boolean;
  /**
   * The user's own key is valid. A custom agent's chat needs it: the server's relay sends only
   * the library's prompts, so it is never a general proxy for the operator's key.
   */
  ownKey: boolean;
  /** The plan includes the user's own agents (Basic and Pro). */
  customAgents: boolean;
  /** Whether the user's plan includes this agent: the same rules the server applies (a custom agent needs custom_agents). */
  canUse: (agentId: string) => boolean;
}

/** The tier badge's text, looked up at render time. */
export const TIER_LABELS: Record<AccessTier, DashboardKey> = {
  'all-access': 'dashboard.tier.allAccess',
  premium: 'dashboard.tier.premium',
  demo: 'dashboard.tier.demo',
};

/**
 * The one rule for the roster, from the entitlement table the server enforces: ALL ACCESS (admins
 * and all-access users) and PREMIUM (a plan with the full library) list every agent; DEMO lists the
 * starter agents. A key of one's own decides whether replies can be paid for, not which agents show.
 */
export function agentAccess(user: SessionUser, keyValid: boolean): AgentAccess {
  const allAccess = user.isAdmin || user.allAccess;
  const premium = hasFeature(user, 'full_library');
  const customAgents = hasFeature(user, 'custom_agents');
  const tier: AccessTier = allAccess ? 'all-access' : premium ? 'premium' : 'demo';
  return {
    tier,
    allAccess,
    premium,
    canChat: keyValid || allAccess,
    ownKey: keyValid,
    customAgents,
    canUse: (agentId) => (isCustomAgentId(agentId) ? customAgents : canUseAgent(user, agentId)),
  };
}

/** The plan a gated agent needs, by name ("Basic"): the cheapest one with the full library. */
export const LIBRARY_PLAN = planNameFor('full_library');

/** The plan that includes the user's own agents, by name ("Basic"). */
export const CUSTOM_AGENTS_PLAN = planNameFor('custom_agents');
