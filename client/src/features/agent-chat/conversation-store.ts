import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ConversationMessage } from './chat-logic';

/**
 * Conversations live in this browser only, in IndexedDB (one record per agent), so they survive a
 * reload without the server ever seeing them. Without IndexedDB (some private modes) every call
 * quietly does nothing: the chat still works, it just forgets.
 */

export const CHAT_DB_NAME = 'agentops-chat';
const STORE = 'conversations';

export interface StoredConversation {
  agentId: string;
  messages: ConversationMessage[];
  updatedAt: string;
}

interface ChatDb extends DBSchema {
  conversations: { key: string; value: StoredConversation };
}

let dbPromise: Promise<IDBPDatabase<ChatDb>> | null = null;

function db(): Promise<IDBPDatabase<ChatDb>> {
  if (!dbPromise) {
    dbPromise = openDB<ChatDb>(CHAT_DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'agentId' });
      },
    });
    // A failed open is retried on the next call rather than remembered.
    dbPromise.catch(() => {
      dbPromise = null;
    });
  }
  return dbPromise;
}

async function attempt<T>(fn: (database: IDBPDatabase<ChatDb>) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn(await db());
  } catch {
    return fallback;
  }
}

export function loadConversation(agentId: string): Promise<StoredConversation | null> {
  return attempt(async (d) => (await d.get(STORE, agentId)) ?? null, null);
}

/** An empty conversation is removed rather than stored. */
export function saveConversation(agentId: string, messages: readonly ConversationMessage[]): Promise<void> {
  return attempt(async (d) => {
    if (messages.length === 0) await d.delete(STORE, agentId);
    else await d.put(STORE, { agentId, messages: [...messages], updatedAt: new Date().toISOString() });
  }, undefined);
}

export function deleteConversation(agentId: string): Promise<void> {
  return attempt((d) => d.delete(STORE, agentId), undefined);
}

export function clearAllConversations(): Promise<void> {
  return attempt((d) => d.clear(STORE), undefined);
}

/** The size of every stored conversation as UTF-8 JSON: what this feature keeps in the browser. */
export function conversationStorageBytes(): Promise<number> {
  return attempt(async (d) => {
    const all = await d.getAll(STORE);
    return all.reduce((sum, c) => sum + new TextEncoder().encode(JSON.stringify(c)).length, 0);
  }, 0);
}

/** What the browser says this whole site uses (IndexedDB, caches, storage), when it says. */
export async function originStorageUsage(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return typeof estimate?.usage === 'number' ? estimate.usage : null;
  } catch {
    return null;
  }
}
