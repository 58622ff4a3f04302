import { useCallback, useEffect, useState } from 'react';
import {
  getConversation,
  getCurrent,
  listConversations,
  renameConversation,
  setCurrent,
  setDeleted,
  setPinned,
  subscribe,
} from '../conversations/conversation-repository';
import { newId } from '../conversations/conversation-rules';
import type { ConversationRecord } from '../conversations/conversation-types';

/**
 * One agent's conversations: the list, which one is open (remembered, so the chat reopens it on
 * return) and the list's actions. The list follows every write to the store (the chat saving a
 * message, another conversation renamed, an import) through the repository's change events.
 */
export function useConversationList(agentId: string) {
  const [conversations, setConversations] = useState<ConversationRecord[]>([]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  /** The conversation just deleted, while its undo is offered. */
  const [lastDeleted, setLastDeleted] = useState<ConversationRecord | null>(null);

  const reload = useCallback(async () => {
    setConversations(await listConversations(agentId));
  }, [agentId]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const stored = await getCurrent(agentId);
      const record = stored ? await getConversation(stored) : null;
      // A current chat that was never written (only greeted) is still the one to return to.
      const id = stored && !record?.deleted ? stored : newId();
      if (cancelled) return;
      setCurrentId(id);
      void setCurrent(agentId, id);
      await reload();
    })();
    const unsubscribe = subscribe(() => void reload());
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [agentId, reload]);

  const open = useCallback(
    (id: string) => {
      setCurrentId(id);
      void setCurrent(agentId, id);
    },
    [agentId],
  );

  return {
    conversations,
    currentId,
    lastDeleted,
    open,
    newChat: () => open(newId()),
    rename: (id: string, title: string) => renameConversation(id, title),
    togglePin: (c: ConversationRecord) => setPinned(c.id, !c.pinned),
    remove: async (c: ConversationRecord) => {
      await setDeleted(c.id, true);
      setLastDeleted(c);
      if (c.id === currentId) open(newId());
    },
    undo: async () => {
      if (!lastDeleted) return;
      await setDeleted(lastDeleted.id, false);
      open(lastDeleted.id);
      setLastDeleted(null);
    },
    dismissUndo: () => setLastDeleted(null),
  };
}

export type ConversationListState = ReturnType<typeof useConversationList>;
