import { useCallback, useEffect, useState } from 'react';
import {
  getCurrent,
  listConversations,
  renameConversation,
  setCurrent,
  setDeleted,
  setPinned,
  subscribe,
} from '../conversations/conversation-repository';
import { LIST_PAGE_SIZE, newId } from '../conversations/conversation-rules';
import { readMessagesAhead } from '../conversations/messages-read-ahead';
import type { ConversationRecord } from '../conversations/conversation-types';
import { syncIfUnlocked } from '../sync/cloud-sync-engine';

/**
 * One agent's conversations: the list, which one is open (remembered, so the chat reopens it on
 * return) and the list's actions. The list follows every write to the store (the chat saving a
 * message, another conversation renamed, an import) through the repository's change events.
 */
export function useConversationList(agentId: string) {
  const [conversations, setConversations] = useState<ConversationRecord[]>([]);
  /** How many the agent has; only the first `limit` are read. */
  const [total, setTotal] = useState(0);
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const [currentId, setCurrentId] = useState<string | null>(null);
  /** The conversation just deleted, while its undo is offered. */
  const [lastDeleted, setLastDeleted] = useState<ConversationRecord | null>(null);

  useEffect(() => {
    let cancelled = false;
    void getCurrent(agentId).then((stored) => {
      if (cancelled) return;
      const id = stored ?? newId();
      // Its messages are read while the chat renders (messages-read-ahead.ts).
      if (stored) readMessagesAhead(id);
      setCurrentId(id);
      if (!stored) void setCurrent(agentId, id);
    });
    return () => {
      cancelled = true;
    };
  }, [agentId]);

  // Opening an agent's conversations brings in what other browsers wrote, when cloud history is
  // unlocked in this page (otherwise nothing happens); the list follows the merge.
  useEffect(() => {
    syncIfUnlocked();
  }, [agentId]);

  useEffect(() => {
    let live = true;
    // Read now, then after every write to the store; an answer for an older limit is dropped.
    const load = () =>
      void listConversations(agentId, limit).then((page) => {
        if (!live) return;
        setConversations(page.conversations);
        setTotal(page.total);
      });
    load();
    const unsubscribe = subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [agentId, limit]);

  const open = useCallback(
    (id: string) => {
      // Not the open one again (a search hit in it): its chat may still have a save to make as
      // it closes, which a read started now would miss. Its own read comes after that save.
      if (id !== currentId) readMessagesAhead(id);
      setCurrentId(id);
      void setCurrent(agentId, id);
    },
    [agentId, currentId],
  );

  return {
    conversations,
    total,
    showMore: () => setLimit((n) => n + LIST_PAGE_SIZE),
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
