import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { migrateV1Record, type V1Conversation } from './migrate-v1';
import type { ConversationRecord, StoredMessage } from './conversation-types';

/**
 * The chat's IndexedDB database. Version 1 held one record per agent in `conversations` (keyed
 * by agentId); version 2 holds many conversations per agent:
 *   conversations  one record per conversation, keyed by id, indexed by agent;
 *   messages       one record per message, keyed by [conversationId, id], indexed by updatedAt
 *                  (the search index catches up from there);
 *   meta           small values by name: each agent's current conversation, the search index.
 * The upgrade moves every v1 record into the new stores in the upgrade's own transaction, so a
 * failure leaves version 1 as it was.
 */
export const CHAT_DB_NAME = 'agentops-chat';
export const CHAT_DB_VERSION = 2;

export interface ChatDb extends DBSchema {
  conversations: { key: string; value: ConversationRecord; indexes: { 'by-agent': string } };
  messages: { key: [string, string]; value: StoredMessage; indexes: { 'by-updated': number } };
  meta: { key: string; value: unknown };
}

type UpgradeTransaction = IDBPTransaction<ChatDb, StoreNames<ChatDb>[], 'versionchange'>;

export const currentKey = (agentId: string) => `current:${agentId}`;
/** The serialized search index, kept so a search after a reload does not index everything again. */
export const SEARCH_INDEX_KEY = 'search-index';

async function upgradeFromV1(database: IDBPDatabase<ChatDb>, transaction: UpgradeTransaction, now: number) {
  // The v1 store has the new store's name but another key: read it all, then replace it.
  const legacy = transaction.objectStore('conversations' as never) as unknown as {
    getAll(): Promise<V1Conversation[]>;
  };
  const old = await legacy.getAll();
  database.deleteObjectStore('conversations');
  createStores(database);
  for (const record of old) {
    const migrated = migrateV1Record(record, now);
    if (!migrated) continue;
    await transaction.objectStore('conversations').put(migrated.conversation);
    for (const message of migrated.messages) await transaction.objectStore('messages').put(message);
    // The conversation the user had is the one they come back to.
    await transaction.objectStore('meta').put(migrated.conversation.id, currentKey(migrated.conversation.agentId));
  }
}

function createStores(database: IDBPDatabase<ChatDb>) {
  database.createObjectStore('conversations', { keyPath: 'id' }).createIndex('by-agent', 'agentId');
  database.createObjectStore('messages', { keyPath: ['conversationId', 'id'] }).createIndex('by-updated', 'updatedAt');
  database.createObjectStore('meta');
}

/** Opens (creating or upgrading) the database; exported for the upgrade's test. */
export function openChatDb(name = CHAT_DB_NAME, onClosed?: () => void): Promise<IDBPDatabase<ChatDb>> {
  return openDB<ChatDb>(name, CHAT_DB_VERSION, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion === 0) createStores(database);
      if (oldVersion === 1) await upgradeFromV1(database, transaction, Date.now());
    },
    // A newer version opening in another tab waits for this connection: close it rather than
    // block that tab's upgrade; the next call here opens again (and meets the newer version).
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      onClosed?.();
    },
    terminated: onClosed,
  });
}
