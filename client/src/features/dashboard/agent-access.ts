import type { SessionUser } from '@common/schemas/auth';

export type AccessTier = 'all-access' | 'premium' | 'demo';

export interface AgentAccess {
  tier: AccessTier;
  /** Admins and all-access users chat through the server's key and need no key of their own. */
  allAccess: boolean;
  /** A valid key of one's own or a paid plan. */
  premium: boolean;
  /** Chatting needs a valid key or all access: someone's key must pay for the replies. */
  canChat: boolean;
}

export const TIER_LABELS: Record<AccessTier, string> = {
  'all-access': 'ALL ACCESS',
  premium: 'PREMIUM',
  demo: 'DEMO',
};

export function agentAccess(user: SessionUser, keyValid: boolean): AgentAccess {
  const allAccess = user.isAdmin || user.allAccess;
  const premium = keyValid || user.plan === 'pro' || user.plan === 'basic';
  const tier: AccessTier = allAccess ? 'all-access' : premium ? 'premium' : 'demo';
  return { tier, allAccess, premium, canChat: keyValid || allAccess };
}
