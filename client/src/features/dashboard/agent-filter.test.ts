import { describe, expect, it } from 'vitest';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import type { SessionUser } from '@common/schemas/auth';
import { agentAccess } from './agent-access';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import { agentsForAccess, filterAgents } from './agent-filter';

const user = (over: Partial<SessionUser> = {}) =>
  ({ isAdmin: false, allAccess: false, plan: 'free', ...over }) as SessionUser;

describe('agent access tiers', () => {
  it('admins and all-access users get ALL ACCESS without a key', () => {
    expect(agentAccess(user({ isAdmin: true }), false)).toMatchObject({ tier: 'all-access', canChat: true });
    expect(agentAccess(user({ allAccess: true }), false).tier).toBe('all-access');
  });

  it('a plan with the full library is PREMIUM; a personal key allows chat but adds no agents', () => {
    expect(agentAccess(user({ plan: 'basic' }), false)).toMatchObject({ tier: 'premium', canChat: false });
    expect(agentAccess(user({ plan: 'pro' }), true)).toMatchObject({ tier: 'premium', canChat: true });
    expect(agentAccess(user(), true)).toMatchObject({ tier: 'demo', premium: false, canChat: true });
  });

  it('anyone else is DEMO', () => {
    expect(agentAccess(user(), false)).toMatchObject({ tier: 'demo', premium: false, canChat: false });
  });
});

describe('agent filters', () => {
  it('DEMO lists the starter agents, PREMIUM and ALL ACCESS the whole roster', () => {
    const demo = agentsForAccess(AGENTS, agentAccess(user(), true));
    expect(demo.map((a) => a.id)).toEqual(AGENTS.filter((a) => STARTER_AGENT_IDS.includes(a.id)).map((a) => a.id));
    expect(demo).toHaveLength(3);
    expect(agentsForAccess(AGENTS, agentAccess(user({ plan: 'basic' }), false))).toHaveLength(24);
    expect(agentsForAccess(AGENTS, agentAccess(user({ allAccess: true }), false))).toHaveLength(24);
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
