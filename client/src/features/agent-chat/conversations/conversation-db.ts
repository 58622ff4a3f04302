import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { migrateV1Record, type V1Conversation } from './migrate-v1';
import type { ConversationRecord, StoredMessage } from './conversation-types';

/**
 * The chat's IndexedDB database. Version 1 held one record per agent in `conversations` (keyed
 * by agentId); version 2 holds many conversations per agent:
 *   conversations  one record per conversation, keyed by id, indexed by agent and by `listKey`
 *                  ([agentId, order]; absent on tombstones), so the list reads its first page
 *                  in order without reading the other conversations;
 *   messages       one record per message, keyed by [conversationId, id], indexed by `rev`: a
 *                  local change number, one higher for every write (IndexedDB runs writing
 *                  transactions on a store one at a time, so across tabs too), from which the
 *                  search index catches up exactly; a sync engine can push from it the same way;
 *   meta           small values by name: the last rev, each agent's current conversation, the
 *                  search index;
 *                  and (version 4) by `[conversationId, seq]`, so opening a long conversation reads
 *                  its last screenful first without reading the rest;
 *   files          (version 3) the bytes of attached and generated pictures, keyed by the id the
 *                  message's attachment or image names, indexed by conversation: kept apart so
 *                  a conversation's records stay small and a picture is read only when shown
 *                  full size or sent.
 * `listKey` and `rev` are this browser's bookkeeping: export leaves them out, import sets them.
 * The upgrade moves every v1 record into the new stores in the upgrade's own transaction, so a
 * failure leaves version 1 as it was.
 */
export const CHAT_DB_NAME = 'agentops-chat';
export const CHAT_DB_VERSION = 4;

export type ListKey = [agentId: string, order: number];
export type ConversationRow = ConversationRecord & { listKey?: ListKey };
export type MessageRow = StoredMessage & { rev: number };

export interface FileRow {
  id: string;
  conversationId: string;
  blob: Blob;
}

export interface ChatDb extends DBSchema {
  conversations: { key: string; value: ConversationRow; indexes: { 'by-agent': string; 'by-list': ListKey } };
  messages: { key: [string, string]; value: MessageRow; indexes: { 'by-rev': number; 'by-seq': [string, number] } };
  meta: { key: string; value: unknown };
  files: { key: string; value: FileRow; indexes: { 'by-conversation': string } };
}

/** Pinned first, then the latest activity first: ascending order of this number. */
const PIN_WEIGHT = 1e15;
export function toConversationRow(record: ConversationRecord): ConversationRow {
  const { listKey: _, ...plain } = record as ConversationRow;
  if (plain.deleted) return plain;
  return { ...plain, listKey: [plain.agentId, -(plain.pinned ? PIN_WEIGHT : 0) - plain.lastMessageAt] };
}

export function fromConversationRow({ listKey: _, ...record }: ConversationRow): ConversationRecord {
  return record;
}

export function fromMessageRow({ rev: _, ...message }: MessageRow): StoredMessage {
  return message;
}

export const REV_KEY = 'rev';

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
  let rev = 0;
  for (const record of old) {
    const migrated = migrateV1Record(record, now);
    if (!migrated) continue;
    await transaction.objectStore('conversations').put(toConversationRow(migrated.conversation));
    for (const message of migrated.messages) await transaction.objectStore('messages').put({ ...message, rev: ++rev });
    // The conversation the user had is the one they come back to.
    await transaction.objectStore('meta').put(migrated.conversation.id, currentKey(migrated.conversation.agentId));
  }
  await transaction.objectStore('meta').put(rev, REV_KEY);
}

function createStores(database: IDBPDatabase<ChatDb>) {
  const conversations = database.createObjectStore('conversations', { keyPath: 'id' });
  conversations.createIndex('by-agent', 'agentId');
  conversations.createIndex('by-list', 'listKey');
  database.createObjectStore('messages', { keyPath: ['conversationId', 'id'] }).createIndex('by-rev', 'rev');
  database.createObjectStore('meta');
}

function createFileStore(database: IDBPDatabase<ChatDb>) {
  database.createObjectStore('files', { keyPath: 'id' }).createIndex('by-conversation', 'conversationId');
}

/** Opens (creating or upgrading) the database; exported for the upgrade's test. */
export function openChatDb(name = CHAT_DB_NAME, onClosed?: () => void): Promise<IDBPDatabase<ChatDb>> {
  return openDB<ChatDb>(name, CHAT_DB_VERSION, {
    async upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion === 0) createStores(database);
      if (oldVersion === 1) await upgradeFromV1(database, transaction, Date.now());
      if (oldVersion < 3) createFileStore(database);
      if (oldVersion < 4) transaction.objectStore('messages').createIndex('by-seq', ['conversationId', 'seq']);
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
