/**
 * Scripts that write the agent chat's IndexedDB directly, as a browser that used the product
 * would have it (names and shapes of client/src/features/agent-chat/conversations/conversation-db.ts).
 * Run them with `page.evaluate` on a page of the app's origin.
 */

export const CHAT_DB = 'agentops-chat';

export interface SeedMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  [field: string]: unknown;
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
 * Version 2: one conversation with these messages, made the agent's current one, so the chat
 * opens it. The chat must already have opened (created) the database.
 */
export function seedConversationScript(agentId: string, conversationId: string, messages: SeedMessage[]): string {
  return `new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(CHAT_DB)});
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const now = Date.now();
      const messages = ${JSON.stringify(messages)};
      const tx = open.result.transaction(['conversations', 'messages', 'meta'], 'readwrite');
      tx.objectStore('conversations').put({
        id: ${JSON.stringify(conversationId)}, agentId: ${JSON.stringify(agentId)}, title: 'Seeded', titleEdited: true,
        pinned: false, createdAt: now, updatedAt: now, lastMessageAt: now, messageCount: messages.length, deleted: false,
      });
      messages.forEach((m, seq) => tx.objectStore('messages').put({
        ...m, conversationId: ${JSON.stringify(conversationId)}, seq, updatedAt: now, deleted: false,
      }));
      tx.objectStore('meta').put(${JSON.stringify(conversationId)}, 'current:' + ${JSON.stringify(agentId)});
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`;
}
