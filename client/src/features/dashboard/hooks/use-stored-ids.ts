import { useCallback, useMemo, useState } from 'react';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import type { AgentSummary } from '@common/schemas/agent';
import { readJson, writeJson } from '@/lib/storage';

const BY_ID = new Map(AGENTS.map((agent) => [agent.id, agent]));

export function findAgent(id: string): AgentSummary | undefined {
  return BY_ID.get(id);
}

/** A stored JSON list of agent ids; anything malformed, duplicated or unknown is dropped. */
function readIds(key: string): string[] {
  const raw = readJson<unknown>(key, []);
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is string => typeof id === 'string' && BY_ID.has(id)))];
}

/** The ids kept under `key` in browser storage, the agents they name, and a setter that persists. */
export function useStoredAgentIds(key: string) {
  const [ids, setIds] = useState(() => readIds(key));
  const agents = useMemo(() => ids.map((id) => BY_ID.get(id)).filter((a): a is AgentSummary => Boolean(a)), [ids]);
  const save = useCallback(
    (next: string[]) => {
      writeJson(key, next);
      setIds(next);
    },
    [key],
  );
  return { ids, agents, save };
}
