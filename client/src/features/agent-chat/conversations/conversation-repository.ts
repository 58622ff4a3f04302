import type { IDBPDatabase } from 'idb';
import type { ConversationMessage } from '../chat-logic';
import { SEARCH_INDEX_KEY, currentKey, openChatDb, type ChatDb } from './conversation-db';
import {
  listOrder,
  liveMessages,
  messageWrites,
  newConversation,
  newer,
  toChatMessage,
  withDeleted,
  withMessages,
} from './conversation-rules';
import type { ConversationRecord, ConversationWithMessages, StoredMessage } from './conversation-types';

/**
 * The one door to the conversation store. The UI, the search index, export and import go through
 * these functions only, and every write tells `subscribe`rs which conversations changed: that is
 * where a sync engine hooks in (it reads what changed, pushes it, and writes what it pulls with
 * `importConversations`, whose last-write-wins merge it shares).
 *
 * Conversations live in this browser only. Without IndexedDB (some private modes) every call
 * quietly does nothing: the chat still works, it just forgets.
 */

/** `reset`: many records changed at once (import, clear all); readers start over. */
export type ConversationChange = { conversationIds: string[]; reset?: boolean };
type Listener = (change: ConversationChange) => void;

const listeners = new Set<Listener>();
let dbPromise: Promise<IDBPDatabase<ChatDb>> | null = null;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(conversationIds: string[], reset = false) {
  for (const listener of listeners) listener({ conversationIds, reset });
}

function db(): Promise<IDBPDatabase<ChatDb>> {
  if (!dbPromise) {
    const forget = () => {
      dbPromise = null;
    };
    dbPromise = openChatDb(undefined, forget);
    // A failed open is retried on the next call rather than remembered.
    dbPromise.catch(forget);
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

const messageRange = (conversationId: string) => IDBKeyRange.bound([conversationId], [conversationId, []]);

/** The live conversations, pinned first then the most recent; of one agent, or of all. */
export function listConversations(agentId?: string): Promise<ConversationRecord[]> {
  return attempt(async (d) => {
    const all = agentId
      ? await d.getAllFromIndex('conversations', 'by-agent', agentId)
      : await d.getAll('conversations');
    return listOrder(all);
  }, []);
}

export function getConversation(id: string): Promise<ConversationRecord | null> {
  return attempt(async (d) => (await d.get('conversations', id)) ?? null, null);
}

export function loadMessages(conversationId: string): Promise<ConversationMessage[]> {
  return attempt(
    async (d) => liveMessages(await d.getAll('messages', messageRange(conversationId))).map(toChatMessage),
    [],
  );
}

/**
 * Saves the conversation as the chat shows it. A conversation is created by its first message
 * from the user: a chat that only greeted is not worth a line in the list.
 */
export function saveMessages(
  agentId: string,
  conversationId: string,
  messages: readonly ConversationMessage[],
): Promise<void> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages'], 'readwrite');
    const existing = await tx.objectStore('conversations').get(conversationId);
    if (!existing && !messages.some((m) => m.role === 'user')) return tx.done;
    const now = Date.now();
    const stored = await tx.objectStore('messages').getAll(messageRange(conversationId));
    const writes = messageWrites(conversationId, stored, messages, now);
    if (existing && writes.length === 0) return tx.done;
    await tx
      .objectStore('conversations')
      .put(withMessages(existing ?? newConversation(agentId, now, conversationId), messages, now));
    for (const write of writes) await tx.objectStore('messages').put(write);
    await tx.done;
    changed([conversationId]);
  }, undefined);
}

async function update(id: string, patch: (record: ConversationRecord, now: number) => ConversationRecord) {
  return attempt(async (d) => {
    const tx = d.transaction('conversations', 'readwrite');
    const record = await tx.store.get(id);
    if (!record) return tx.done;
    await tx.store.put(patch(record, Date.now()));
    await tx.done;
    changed([id]);
  }, undefined);
}

/** A name the user chose; an empty one gives the title back to the first message. */
export function renameConversation(id: string, title: string): Promise<void> {
  const name = title.replace(/\s+/g, ' ').trim();
  return update(id, (record, now) => ({
    ...record,
    title: name || record.title,
    titleEdited: Boolean(name),
    updatedAt: now,
  }));
}

export function setPinned(id: string, pinned: boolean): Promise<void> {
  return update(id, (record, now) => ({ ...record, pinned, updatedAt: now }));
}

/** Delete (deleted: true) leaves a tombstone; undo (false) brings the conversation back whole. */
export function setDeleted(id: string, deleted: boolean): Promise<void> {
  return update(id, (record, now) => withDeleted(record, deleted, now));
}

/** The conversation the agent's chat opens with: the one the user had open last. */
export function getCurrent(agentId: string): Promise<string | null> {
  return attempt(async (d) => {
    const id = await d.get('meta', currentKey(agentId));
    return typeof id === 'string' ? id : null;
  }, null);
}

export function setCurrent(agentId: string, conversationId: string): Promise<void> {
  return attempt(async (d) => {
    await d.put('meta', conversationId, currentKey(agentId));
  }, undefined);
}

/** Live conversations with their live messages: the given ones, or all of them. */
export function exportConversations(ids?: readonly string[]): Promise<ConversationWithMessages[]> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages']);
    const records = ids
      ? (await Promise.all(ids.map((id) => tx.objectStore('conversations').get(id)))).filter((c) => c !== undefined)
      : await tx.objectStore('conversations').getAll();
    const result: ConversationWithMessages[] = [];
    for (const conversation of listOrder(records)) {
      const messages = liveMessages(await tx.objectStore('messages').getAll(messageRange(conversation.id)));
      result.push({ conversation, messages });
    }
    return result;
  }, []);
}

/**
 * Writes conversations read from an export (or, later, pulled by sync). Record by record the
 * newer write wins, so importing a file twice, or an older copy, changes nothing.
 */
export async function importConversations(
  items: readonly ConversationWithMessages[],
): Promise<{ conversations: number; messages: number }> {
  const d = await db();
  const tx = d.transaction(['conversations', 'messages', 'meta'], 'readwrite');
  let conversations = 0;
  let messages = 0;
  for (const item of items) {
    const stored = await tx.objectStore('conversations').get(item.conversation.id);
    if (newer(stored, item.conversation)) {
      await tx.objectStore('conversations').put(item.conversation);
      conversations++;
    }
    for (const message of item.messages) {
      const old = await tx.objectStore('messages').get([message.conversationId, message.id]);
      if (!newer(old, message)) continue;
      await tx.objectStore('messages').put(message);
      messages++;
    }
  }
  // Imported records keep their own (older) times, which the search index's catch-up by time
  // would miss: it is rebuilt instead.
  await tx.objectStore('meta').delete(SEARCH_INDEX_KEY);
  await tx.done;
  changed(
    items.map((i) => i.conversation.id),
    true,
  );
  return { conversations, messages };
}

/**
 * Messages written at or after `since` (epoch ms), deleted ones included: the search index's
 * catch-up. Inclusive, since another write may share the last millisecond it saw.
 */
export function messagesChangedSince(since: number): Promise<StoredMessage[]> {
  return attempt((d) => d.getAllFromIndex('messages', 'by-updated', IDBKeyRange.lowerBound(since)), []);
}

export function getMessage(conversationId: string, id: string): Promise<StoredMessage | null> {
  return attempt(async (d) => (await d.get('messages', [conversationId, id])) ?? null, null);
}

export function readMeta<T>(key: string): Promise<T | undefined> {
  return attempt(async (d) => (await d.get('meta', key)) as T | undefined, undefined);
}

export function writeMeta(key: string, value: unknown): Promise<void> {
  return attempt(async (d) => {
    await d.put('meta', value, key);
  }, undefined);
}

/** The size of everything the store keeps as UTF-8 JSON, search index included. */
export function conversationStorageBytes(): Promise<number> {
  return attempt(async (d) => {
    const encoder = new TextEncoder();
    let bytes = 0;
    for (const store of ['conversations', 'messages'] as const) {
      let cursor = await d.transaction(store).store.openCursor();
      while (cursor) {
        bytes += encoder.encode(JSON.stringify(cursor.value)).length;
        cursor = await cursor.continue();
      }
    }
    let meta = await d.transaction('meta').store.openCursor();
    while (meta) {
      bytes += encoder.encode(JSON.stringify(meta.value)).length;
      meta = await meta.continue();
    }
    return bytes;
  }, 0);
}

/** Settings' "Clear all conversations": every store emptied, tombstones included. */
export function clearAllConversations(): Promise<void> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages', 'meta'], 'readwrite');
    await Promise.all([
      tx.objectStore('conversations').clear(),
      tx.objectStore('messages').clear(),
      tx.objectStore('meta').clear(),
      tx.done,
    ]);
    changed([], true);
  }, undefined);
}
