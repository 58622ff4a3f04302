/**
 * Scripts that write the agent chat's IndexedDB directly, as a browser that used the product
 * would have it (names and shapes of client/src/features/agent-chat/conversations/conversation-db.ts),
 * for the e2e specs and the bench. Run them with `page.evaluate` on a page of the app's origin.
 * Strings, since the tsconfig shared with the server has no DOM lib.
 */

export const CHAT_DB = 'agentops-chat';

export interface SeedMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  [field: string]: unknown;
}

export interface SeedConversation {
  id: string;
  agentId: string;
  title: string;
  messages: SeedMessage[];
  /** Orders the list (newest first); defaults to now. */
  lastMessageAt?: number;
}

/** Version 1 of the store (before issue 15): one record per agent. The page must not have opened the chat yet. */
export function seedV1Script(records: { agentId: string; messages: SeedMessage[]; updatedAt: string }[]): string {
  return `new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(CHAT_DB)}, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('conversations', { keyPath: 'agentId' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('conversations', 'readwrite');
      for (const record of ${JSON.stringify(records)}) tx.objectStore('conversations').put(record);
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`;
}

/**
 * Version 2: these conversations with their messages; `current` becomes its agent's open
 * conversation, so the chat opens it. The chat must already have opened (created) the database.
 */
export function seedConversationsScript(
  conversations: SeedConversation[],
  current?: { agentId: string; conversationId: string },
): string {
  return `new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(CHAT_DB)});
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const now = Date.now();
      const tx = open.result.transaction(['conversations', 'messages', 'meta'], 'readwrite');
      const meta = tx.objectStore('meta');
      // Each message takes the next change number after the store's own (the search index follows them).
      const revRequest = meta.get('rev');
      revRequest.onsuccess = () => {
        let rev = Number(revRequest.result ?? 0);
        for (const c of ${JSON.stringify(conversations)}) {
          const at = c.lastMessageAt ?? now;
          tx.objectStore('conversations').put({
            id: c.id, agentId: c.agentId, title: c.title, titleEdited: true, pinned: false, createdAt: at,
            updatedAt: now, lastMessageAt: at, messageCount: c.messages.length, deleted: false,
            listKey: [c.agentId, -at],
          });
          c.messages.forEach((m, seq) =>
            tx.objectStore('messages').put({ ...m, conversationId: c.id, seq, updatedAt: now, deleted: false, rev: ++rev }),
          );
        }
        meta.put(rev, 'rev');
      };
      const current = ${JSON.stringify(current ?? null)};
      if (current) meta.put(current.conversationId, 'current:' + current.agentId);
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`;
}

/** One conversation, opened by the agent's chat. */
export function seedConversationScript(agentId: string, conversationId: string, messages: SeedMessage[]): string {
  return seedConversationsScript([{ id: conversationId, agentId, title: 'Seeded', messages }], {
    agentId,
    conversationId,
  });
}
