import type { IDBPDatabase } from 'idb';
import { openChatDb, type ChatDb } from './conversation-db';

/**
 * The page's one connection to the chat database, shared by the conversation repository and the
 * file store. Opened on first use; a failed open, or one closed for another tab's upgrade, is
 * opened again on the next call rather than remembered.
 */
let dbPromise: Promise<IDBPDatabase<ChatDb>> | null = null;

export function db(): Promise<IDBPDatabase<ChatDb>> {
  if (!dbPromise) {
    const forget = () => {
      dbPromise = null;
    };
    dbPromise = openChatDb(undefined, forget);
    dbPromise.catch(forget);
  }
  return dbPromise;
}

/** Without IndexedDB (some private modes) the chat still works and forgets: a failure is the fallback. */
export async function attempt<T>(fn: (database: IDBPDatabase<ChatDb>) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn(await db());
  } catch {
    return fallback;
  }
}
