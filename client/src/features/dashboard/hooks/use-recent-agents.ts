import { useCallback } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { findAgent, useStoredAgentIds } from './use-stored-ids';

/** At most this many are stored ('recent-agents'); the sidebar shows the first RECENT_SHOWN. */
const RECENT_MAX = 5;
export const RECENT_SHOWN = 3;

/** Recently used agents, most recent first: selecting one moves it to the front. */
export function useRecentAgents() {
  const { ids, agents, save } = useStoredAgentIds(STORAGE_KEYS.recentAgents);
  const record = useCallback(
    (id: string) => {
      if (!findAgent(id) || ids[0] === id) return;
      save([id, ...ids.filter((x) => x !== id)].slice(0, RECENT_MAX));
    },
    [ids, save],
  );
  return { agents: agents.slice(0, RECENT_MAX), record };
}
