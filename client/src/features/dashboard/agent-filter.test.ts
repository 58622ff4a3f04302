import { describe, expect, it } from 'vitest';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import type { SessionUser } from '@common/schemas/auth';
import { agentAccess } from './agent-access';
import { agentsForTier, distinctCategories, filterAgents, firstOfEachCategory } from './agent-filter';

const user = (over: Partial<SessionUser> = {}) =>
  ({ isAdmin: false, allAccess: false, plan: 'free', ...over }) as SessionUser;

describe('agent access tiers', () => {
  it('admins and all-access users get ALL ACCESS without a key', () => {
    expect(agentAccess(user({ isAdmin: true }), false)).toMatchObject({ tier: 'all-access', canChat: true });
    expect(agentAccess(user({ allAccess: true }), false).tier).toBe('all-access');
  });

  it('a valid key or a paid plan is PREMIUM; only a key allows chat', () => {
    expect(agentAccess(user(), true)).toMatchObject({ tier: 'premium', canChat: true });
    expect(agentAccess(user({ plan: 'basic' }), false)).toMatchObject({ tier: 'premium', canChat: false });
    expect(agentAccess(user({ plan: 'pro' }), false).tier).toBe('premium');
  });

  it('anyone else is DEMO', () => {
    expect(agentAccess(user(), false)).toMatchObject({ tier: 'demo', premium: false, canChat: false });
  });
});

describe('agent filters', () => {
  it('demo shows the first agent of each category', () => {
    const demo = agentsForTier(AGENTS, 'demo');
    expect(demo.map((a) => a.category)).toEqual(distinctCategories(AGENTS));
    expect(demo).toEqual(firstOfEachCategory(AGENTS));
    expect(demo[0]?.id).toBe('ai-writing-assistant');
    expect(agentsForTier(AGENTS, 'premium')).toHaveLength(AGENTS.length);
  });

  it('searches name and description case-insensitively', () => {
    expect(filterAgents(AGENTS, 'TUTOR', 'all').map((a) => a.id)).toContain('ai-tutor');
    const byDescription = AGENTS[0]!.description.slice(0, 12).toUpperCase();
    expect(filterAgents(AGENTS, byDescription, 'all')).toContain(AGENTS[0]);
    expect(filterAgents(AGENTS, 'no agent is called this', 'all')).toEqual([]);
  });

  it('filters by category case-insensitively, all by default', () => {
    const technical = filterAgents(AGENTS, '', 'TECHNICAL');
    expect(technical.length).toBeGreaterThan(0);
    expect(technical.every((a) => a.category === 'Technical')).toBe(true);
    expect(filterAgents(AGENTS, '', 'all')).toHaveLength(AGENTS.length);
  });
});
