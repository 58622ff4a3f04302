import { useMemo } from 'react';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import type { AgentSummary } from '@common/schemas/agent';
import { readJson, STORAGE_KEYS } from '@/lib/storage';

/** Ids kept in storage, resolved against the catalogue; unknown or malformed entries are skipped. */
function resolve(key: string): AgentSummary[] {
  const ids = readJson<unknown>(key, []);
  if (!Array.isArray(ids)) return [];
  const byId = new Map(AGENTS.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const agents: AgentSummary[] = [];
  for (const id of ids) {
    if (typeof id !== 'string' || seen.has(id)) continue;
    seen.add(id);
    const agent = byId.get(id);
    if (agent) agents.push(agent);
  }
  return agents;
}

export function useStoredAgents() {
  return useMemo(
    () => ({ favorites: resolve(STORAGE_KEYS.favoriteAgents), recent: resolve(STORAGE_KEYS.recentAgents).slice(0, 5) }),
    [],
  );
}
