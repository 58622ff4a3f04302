import type { IDBPObjectStore } from 'idb';
import type { ConversationMessage } from '../chat-logic';
import { attempt, db } from './chat-db-connection';
import { exportFiles, filesBytes, importFiles } from './file-store';
import {
  REV_KEY,
  currentKey,
  fromConversationRow,
  fromMessageRow,
  toConversationRow,
  type ChatDb,
  type MessageRow,
} from './conversation-db';
import {
  canonicalJson,
  listOrder,
  liveMessages,
  mergeConversation,
  messageWrites,
  newConversation,
  newer,
  reconcile,
  stamped,
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
 * Conversations live in this browser, and, when the user turns cloud history on, encrypted on the
 * server too (sync/, decision 038). Without IndexedDB (some private modes) every call
 * quietly does nothing: the chat still works, it just forgets.
 */

/** `reset`: many records changed at once (import, clear all); readers start over. */
export type ConversationChange = { conversationIds: string[]; reset?: boolean };
type Listener = (change: ConversationChange) => void;

const listeners = new Set<Listener>();

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(conversationIds: string[], reset = false) {
  for (const listener of listeners) listener({ conversationIds, reset });
}

const messageRange = (conversationId: string) => IDBKeyRange.bound([conversationId], [conversationId, []]);

const listRange = (agentId: string) => IDBKeyRange.bound([agentId, -Infinity], [agentId, Infinity]);

/**
 * The first `limit` live conversations of an agent, pinned first then the most recent, and how
 * many it has: read in order from the `by-list` index, so 1,000 conversations cost one page.
 */
export function listConversations(
  agentId: string,
  limit: number,
): Promise<{ conversations: ConversationRecord[]; total: number }> {
  return attempt(
    async (d) => {
      const index = d.transaction('conversations').store.index('by-list');
      const [rows, total] = await Promise.all([
        index.getAll(listRange(agentId), limit),
        index.count(listRange(agentId)),
      ]);
      return { conversations: rows.map(fromConversationRow), total };
    },
    { conversations: [], total: 0 },
  );
}

/** These conversations, where they exist and are not deleted (search results name them). */
export function liveConversations(ids: readonly string[]): Promise<Map<string, ConversationRecord>> {
  return attempt(async (d) => {
    const store = d.transaction('conversations').store;
    const rows = await Promise.all(ids.map((id) => store.get(id)));
    return new Map(rows.filter((r) => r && !r.deleted).map((r) => [r!.id, fromConversationRow(r!)]));
  }, new Map());
}

type MessageStore = IDBPObjectStore<ChatDb, ('conversations' | 'messages' | 'meta')[], 'messages', 'readwrite'>;
type MetaStore = IDBPObjectStore<ChatDb, ('conversations' | 'messages' | 'meta')[], 'meta', 'readwrite'>;

/** Writes messages, each with the next change number (see conversation-db.ts). */
async function putMessages(messages: MessageStore, meta: MetaStore, writes: readonly StoredMessage[]) {
  let rev = Number((await meta.get(REV_KEY)) ?? 0);
  for (const write of writes) await messages.put({ ...write, rev: ++rev } satisfies MessageRow);
  await meta.put(rev, REV_KEY);
}

export function loadMessages(conversationId: string): Promise<ConversationMessage[]> {
  return attempt(
    async (d) =>
      liveMessages((await d.getAll('messages', messageRange(conversationId))).map(fromMessageRow)).map(toChatMessage),
    [],
  );
}

/** The last messages of a conversation, and whether they are all of it. */
export interface LatestMessages {
  messages: ConversationMessage[];
  complete: boolean;
}

const seqRange = (conversationId: string, from = -Infinity) =>
  IDBKeyRange.bound([conversationId, from], [conversationId, Infinity]);

/**
 * At least `count` of the conversation's last live messages (all of them if it has fewer), read by
 * their place in it: a screenful of a long conversation costs a few records, not the whole. Whole
 * places are read (two browsers may have put a message at the same one), so the order is the one
 * `loadMessages` gives. `complete` says no earlier message was left out.
 */
export function loadLatestMessages(conversationId: string, count: number): Promise<LatestMessages> {
  return attempt(
    async (d) => {
      const index = d.transaction('messages').store.index('by-seq');
      const [first, last] = await Promise.all([
        index.openKeyCursor(seqRange(conversationId), 'next'),
        index.openKeyCursor(seqRange(conversationId), 'prev'),
      ]);
      if (!first || !last) return { messages: [], complete: true };
      const firstSeq = first.key[1];
      let span = count;
      for (;;) {
        // Deleted messages keep their place: widen the window until it holds enough live ones.
        const from = last.key[1] - span + 1;
        const rows = liveMessages((await index.getAll(seqRange(conversationId, from))).map(fromMessageRow));
        const complete = from <= firstSeq;
        if (complete || rows.length >= count) return { messages: rows.map(toChatMessage), complete };
        span *= 2;
      }
    },
    { messages: [], complete: true },
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
  /** The ids the chat has shown (see messageWrites): others, merged in meanwhile, are kept. */
  known?: ReadonlySet<string>,
): Promise<void> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages', 'meta'], 'readwrite');
    const row = await tx.objectStore('conversations').get(conversationId);
    if (!row && !messages.some((m) => m.role === 'user')) return tx.done;
    const now = Date.now();
    const stored = (await tx.objectStore('messages').getAll(messageRange(conversationId))).map(fromMessageRow);
    const writes = messageWrites(conversationId, stored, messages, now, known);
    if (row && writes.length === 0) return tx.done;
    const base = row ? fromConversationRow(row) : newConversation(agentId, now, conversationId);
    // Counted with the messages merged in from elsewhere that this chat does not show yet.
    const after = new Map(stored.map((m) => [m.id, m]));
    for (const write of writes) after.set(write.id, write);
    const record = { ...withMessages(base, messages, now), messageCount: liveMessages([...after.values()]).length };
    await tx.objectStore('conversations').put(toConversationRow(record));
    await putMessages(tx.objectStore('messages'), tx.objectStore('meta'), writes);
    await tx.done;
    changed([conversationId]);
  }, undefined);
}

async function update(id: string, patch: (record: ConversationRecord, now: number) => ConversationRecord) {
  return attempt(async (d) => {
    const tx = d.transaction('conversations', 'readwrite');
    const row = await tx.store.get(id);
    if (!row) return tx.done;
    await tx.store.put(toConversationRow(patch(fromConversationRow(row), Date.now())));
    await tx.done;
    changed([id]);
  }, undefined);
}

/** A name the user chose; an empty one gives the title back to the first message. */
export function renameConversation(id: string, title: string): Promise<void> {
  const name = title.replace(/\s+/g, ' ').trim();
  return update(id, (record, now) =>
    stamped(record, 'title', { title: name || record.title, titleEdited: Boolean(name) }, now),
  );
}

export function setPinned(id: string, pinned: boolean): Promise<void> {
  return update(id, (record, now) => stamped(record, 'pinned', { pinned }, now));
}

/** Delete (deleted: true) leaves a tombstone; undo (false) brings the conversation back whole. */
export function setDeleted(id: string, deleted: boolean): Promise<void> {
  return update(id, (record, now) => stamped(withDeleted(record, deleted, now), 'deleted', {}, now));
}

/**
 * The conversation the agent's chat opens with: the one the user had open last, unless it was
 * deleted since (null then). One read transaction, since it stands between a click and the chat.
 */
export function getCurrent(agentId: string): Promise<string | null> {
  return attempt(async (d) => {
    const tx = d.transaction(['meta', 'conversations']);
    const id = await tx.objectStore('meta').get(currentKey(agentId));
    if (typeof id !== 'string') return null;
    const record = await tx.objectStore('conversations').get(id);
    // A current chat that was never written (it only greeted) is still the one to return to.
    return record?.deleted ? null : id;
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
    const rows = ids
      ? (await Promise.all(ids.map((id) => tx.objectStore('conversations').get(id)))).filter((c) => c !== undefined)
      : await tx.objectStore('conversations').getAll();
    const result: ConversationWithMessages[] = [];
    for (const conversation of listOrder(rows.map(fromConversationRow))) {
      const stored = await tx.objectStore('messages').getAll(messageRange(conversation.id));
      const messages = liveMessages(stored.map(fromMessageRow));
      result.push({ conversation, messages });
    }
    // Read after the transaction: encoding the pictures would let it close under us.
    for (const item of result) {
      const files = await exportFiles(item.conversation.id);
      if (files.length) item.files = files;
    }
    return result;
  }, []);
}

/**
 * Writes conversations read from an export or pulled by cloud history. Record by record the newer
 * write wins (per message; a conversation's title, pin and deletion each by their own time, see
 * mergeConversation), tombstones included, so importing a file twice, or an older copy, changes
 * nothing. Returns how many conversations and messages changed.
 */
export async function importConversations(
  items: readonly ConversationWithMessages[],
): Promise<{ conversations: number; messages: number }> {
  const d = await db();
  const tx = d.transaction(['conversations', 'messages', 'meta'], 'readwrite');
  let conversations = 0;
  let messages = 0;
  const touched: string[] = [];
  for (const item of items) {
    const id = item.conversation.id;
    const storedRow = await tx.objectStore('conversations').get(id);
    const stored = storedRow ? fromConversationRow(storedRow) : undefined;
    const writes: StoredMessage[] = [];
    for (const message of item.messages) {
      const old = await tx.objectStore('messages').get([id, message.id]);
      if (newer<StoredMessage>(old, { ...message, conversationId: id }))
        writes.push({ ...message, conversationId: id });
    }
    // New change numbers, so the search index (and the sync engine) sees the merged messages.
    await putMessages(tx.objectStore('messages'), tx.objectStore('meta'), writes);
    const live = liveMessages((await tx.objectStore('messages').getAll(messageRange(id))).map(fromMessageRow));
    const merged = reconcile(mergeConversation(stored, item.conversation), live);
    if (!stored || !sameRecord(stored, merged)) {
      await tx.objectStore('conversations').put(toConversationRow(merged));
      conversations++;
    }
    if (writes.length || !stored || !sameRecord(stored, merged)) touched.push(id);
    messages += writes.length;
  }
  await tx.done;
  for (const item of items) if (item.files?.length) await importFiles(item.conversation.id, item.files);
  if (touched.length) changed(touched);
  return { conversations, messages };
}

const sameRecord = (a: ConversationRecord, b: ConversationRecord) => canonicalJson(a) === canonicalJson(b);

/**
 * Conversations as cloud history stores them: each record with every message, tombstones
 * included, so a deletion reaches the other browsers. All of them when no ids are given.
 */
export function syncSnapshots(ids?: readonly string[]): Promise<ConversationWithMessages[]> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages']);
    const rows = ids
      ? (await Promise.all(ids.map((id) => tx.objectStore('conversations').get(id)))).filter((c) => c !== undefined)
      : await tx.objectStore('conversations').getAll();
    const result: ConversationWithMessages[] = [];
    for (const row of rows) {
      const stored = await tx.objectStore('messages').getAll(messageRange(row.id));
      result.push({ conversation: fromConversationRow(row), messages: stored.map(fromMessageRow) });
    }
    return result;
  }, []);
}

/** Messages written after change number `rev`, deleted ones included, with theirs: the search index's catch-up. */
export function messagesChangedSince(rev: number): Promise<MessageRow[]> {
  return attempt((d) => d.getAllFromIndex('messages', 'by-rev', IDBKeyRange.lowerBound(rev, true)), []);
}

/** Several messages by [conversationId, id], in one read (the snippets of search results). */
export function getMessages(keys: readonly [string, string][]): Promise<(StoredMessage | undefined)[]> {
  return attempt(async (d) => {
    const store = d.transaction('messages').store;
    const rows = await Promise.all(keys.map((key) => store.get(key)));
    return rows.map((row) => (row ? fromMessageRow(row) : undefined));
  }, []);
}

export function readMeta<T>(key: string): Promise<T | undefined> {
  return attempt(async (d) => (await d.get('meta', key)) as T | undefined, undefined);
}

export function writeMeta(key: string, value: unknown): Promise<void> {
  return attempt(async (d) => {
    await d.put('meta', value, key);
  }, undefined);
}

/** The size of everything the store keeps: records as UTF-8 JSON, search index and pictures included. */
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
    return bytes + (await filesBytes());
  }, 0);
}

/** Settings' "Clear all conversations": every store emptied, tombstones included. */
export function clearAllConversations(): Promise<void> {
  return attempt(async (d) => {
    const tx = d.transaction(['conversations', 'messages', 'meta', 'files'], 'readwrite');
    await Promise.all([
      tx.objectStore('conversations').clear(),
      tx.objectStore('messages').clear(),
      tx.objectStore('meta').clear(),
      tx.objectStore('files').clear(),
      tx.done,
    ]);
    changed([], true);
  }, undefined);
}
