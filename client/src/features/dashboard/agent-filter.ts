import type { AgentSummary } from '@common/schemas/agent';
import type { AgentAccess } from './agent-access';

export const ALL_CATEGORIES = 'all';

/** The agents the user's plan includes, in roster order. */
export function agentsForAccess(agents: readonly AgentSummary[], access: Pick<AgentAccess, 'canUse'>): AgentSummary[] {
  return agents.filter((agent) => access.canUse(agent.id));
}

/** Distinct categories in roster order, compared case-insensitively. */
export function distinctCategories(agents: readonly AgentSummary[]): string[] {
  const byKey = new Map<string, string>();
  for (const agent of agents) {
    const key = agent.category.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, agent.category);
  }
  return [...byKey.values()];
}

/** Search is case-insensitive on name and description; the category compares case-insensitively. */
export function filterAgents(agents: readonly AgentSummary[], search: string, category: string): AgentSummary[] {
  const needle = search.trim().toLowerCase();
  const wanted = category.toLowerCase();
  return agents.filter(
    (agent) =>
      (wanted === ALL_CATEGORIES || agent.category.toLowerCase() === wanted) &&
      (!needle || agent.name.toLowerCase().includes(needle) || agent.description.toLowerCase().includes(needle)),
  );
}
