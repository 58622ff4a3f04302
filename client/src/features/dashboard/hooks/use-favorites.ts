import { useCallback } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { useStoredAgentIds } from './use-stored-ids';

/** Starred agents ('favorite-agents', a JSON list of ids), in the order they were starred. */
export function useFavorites() {
  const { ids, agents, save } = useStoredAgentIds(STORAGE_KEYS.favoriteAgents);
  const isFavorite = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback(
    (id: string) => save(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    [ids, save],
  );
  return { agents, isFavorite, toggle };
}
