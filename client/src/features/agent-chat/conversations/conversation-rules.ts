import type { ConversationMessage } from '../chat-logic';
import type { ConversationFieldTimes, ConversationRecord, StoredMessage } from './conversation-types';

/**
 * The conversation store's rules without IndexedDB, so they are unit-tested in Node: titles,
 * which messages a save writes, tombstones and the last-write-wins merge that import (and later
 * sync) use.
 */

/** The list reads and paints this many at first, and as many more on demand: 1,000 conversations open at once. */
export const LIST_PAGE_SIZE = 50;

/** Titles are cut here (at a word when one ends near) so the list stays one line each. */
export const TITLE_MAX = 60;

/** A random id that works outside secure contexts too (crypto.randomUUID needs https or localhost). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The first thing the user said, on one line, shortened: the automatic title. A first message of
 * files only (a picture sent without words) is named by its first file.
 */
export function titleFrom(
  messages: readonly Pick<ConversationMessage, 'role' | 'content' | 'kind' | 'attachments'>[],
): string {
  const first = messages.find((m) => m.role === 'user' && (m.content.trim() || m.attachments?.length));
  if (!first) return '';
  const line = (first.content.trim() || first.attachments?.[0]?.name || '').replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${space > TITLE_MAX * 0.6 ? cut.slice(0, space) : cut}…`;
}

const timeOf = (iso: string | undefined, fallback: number) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? fallback : t;
};

/** The conversation record after its messages changed: title (unless renamed), counts, times. */
export function withMessages(
  base: ConversationRecord,
  messages: readonly ConversationMessage[],
  now: number,
): ConversationRecord {
  return {
    ...base,
    title: base.titleEdited ? base.title : titleFrom(messages),
    messageCount: messages.length,
    lastMessageAt: timeOf(messages.at(-1)?.timestamp, now),
    updatedAt: now,
    deleted: false,
  };
}

export function newConversation(agentId: string, now: number, id: string = newId()): ConversationRecord {
  return {
    id,
    agentId,
    title: '',
    titleEdited: false,
    pinned: false,
    createdAt: now,
    updatedAt: now,
    lastMessageAt: now,
    messageCount: 0,
    deleted: false,
  };
}

/** Only these fields of a message are compared: what the chat itself puts in one. */
function sameMessage(a: StoredMessage, b: ConversationMessage, seq: number): boolean {
  return (
    !a.deleted &&
    a.seq === seq &&
    a.role === b.role &&
    a.content === b.content &&
    a.timestamp === b.timestamp &&
    a.kind === b.kind &&
    a.stopped === b.stopped &&
    JSON.stringify(a.usage) === JSON.stringify(b.usage) &&
    // The versions a message carries change when the user edits, regenerates or switches there.
    JSON.stringify(a.branches) === JSON.stringify(b.branches)
  );
}

/**
 * What a save writes: each message that is new or changed (with a fresh updatedAt), and a
 * tombstone for each stored one that is gone (CLEAR, or a version switched away from: its
 * messages live on inside the branch data of the message that took its place, and come back to
 * life, under their own ids and with a new updatedAt, when it is switched to again). Unchanged messages are not written, so a
 * streaming reply saved once a second rewrites one record, not the whole conversation.
 *
 * `known`: the ids the saving chat has shown. A stored message outside it arrived after the chat
 * opened (cloud history merged it in from another browser): the chat did not remove it, so it is
 * not tombstoned.
 */
export function messageWrites(
  conversationId: string,
  stored: readonly StoredMessage[],
  next: readonly ConversationMessage[],
  now: number,
  known?: ReadonlySet<string>,
): StoredMessage[] {
  const byId = new Map(stored.map((m) => [m.id, m]));
  const writes: StoredMessage[] = [];
  next.forEach((message, seq) => {
    const old = byId.get(message.id);
    byId.delete(message.id);
    if (old && sameMessage(old, message, seq)) return;
    writes.push({ ...message, conversationId, seq, updatedAt: now, deleted: false });
  });
  for (const gone of byId.values()) {
    if (!gone.deleted && (!known || known.has(gone.id))) writes.push({ ...gone, updatedAt: now, deleted: true });
  }
  return writes;
}

/** A tombstone (or its undo) is a change like any other: it gets a new updatedAt so it wins a merge. */
export function withDeleted<T extends { deleted: boolean; updatedAt: number }>(
  record: T,
  deleted: boolean,
  now: number,
): T {
  return { ...record, deleted, updatedAt: now };
}

/** A user's change to one of the fields merged apart (rename, pin, delete): the field's own time moves too. */
export function stamped(
  record: ConversationRecord,
  field: keyof ConversationFieldTimes,
  patch: Partial<ConversationRecord>,
  now: number,
): ConversationRecord {
  return { ...record, ...patch, updatedAt: now, fieldTimes: { ...record.fieldTimes, [field]: now } };
}

const fieldTime = (record: ConversationRecord, field: keyof ConversationFieldTimes) => record.fieldTimes?.[field] ?? 0;

/**
 * Two copies of one conversation record, merged (import and cloud history): the newer record as a
 * whole, except that its title, pin and deletion each come from the copy that changed them last,
 * so a rename here and a new message there are both kept, and a deletion sticks unless it was
 * undone later. On a tie the stored copy stays, so merging a copy twice changes nothing.
 */
export function mergeConversation(
  stored: ConversationRecord | undefined,
  incoming: ConversationRecord,
): ConversationRecord {
  if (!stored) return incoming;
  const base = newer(stored, incoming) ? incoming : stored;
  const pick = (field: keyof ConversationFieldTimes) =>
    fieldTime(incoming, field) > fieldTime(stored, field) ? incoming : stored;
  const title = pick('title');
  const pinned = pick('pinned');
  const deleted = pick('deleted');
  const times: ConversationFieldTimes = {};
  for (const field of ['title', 'pinned', 'deleted'] as const) {
    const time = Math.max(fieldTime(stored, field), fieldTime(incoming, field));
    if (time) times[field] = time;
  }
  return {
    ...base,
    // A renamed title wins by its time; an automatic one follows the merged messages (reconcile).
    title: title.titleEdited ? title.title : base.title,
    titleEdited: title.titleEdited,
    pinned: pinned.pinned,
    deleted: fieldTime(deleted, 'deleted') ? deleted.deleted : base.deleted,
    updatedAt: Math.max(stored.updatedAt, incoming.updatedAt),
    lastMessageAt: Math.max(stored.lastMessageAt, incoming.lastMessageAt),
    createdAt: Math.min(stored.createdAt, incoming.createdAt),
    ...(Object.keys(times).length ? { fieldTimes: times } : {}),
  };
}

/**
 * The fields a record derives from its messages, after a merge brought messages from elsewhere:
 * the count, and the automatic title. Both browsers derive the same from the same merged messages.
 */
export function reconcile(record: ConversationRecord, live: readonly StoredMessage[]): ConversationRecord {
  return {
    ...record,
    messageCount: live.length,
    title: record.titleEdited ? record.title : titleFrom(live) || record.title,
  };
}

/** Last write wins, record by record; on a tie the one already stored stays (an import repeated changes nothing). */
export function newer<T extends { updatedAt: number }>(stored: T | undefined, incoming: T): boolean {
  return !stored || incoming.updatedAt > stored.updatedAt;
}

/** Pinned first, then the most recently active; deleted ones are not listed. */
export function listOrder(conversations: readonly ConversationRecord[]): ConversationRecord[] {
  return conversations
    .filter((c) => !c.deleted)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.lastMessageAt - a.lastMessageAt || (a.id < b.id ? -1 : 1));
}

/** The live messages of one conversation, in order. */
export function liveMessages(messages: readonly StoredMessage[]): StoredMessage[] {
  // Two browsers may each have added a message at the same place: time, then id, orders those alike everywhere.
  return messages
    .filter((m) => !m.deleted)
    .sort(
      (a, b) => a.seq - b.seq || a.timestamp.localeCompare(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** Back to the chat's own shape: the store's fields stay in the store. */
export function toChatMessage({
  conversationId: _c,
  seq: _s,
  updatedAt: _u,
  deleted: _d,
  ...message
}: StoredMessage): ConversationMessage {
  return message;
}

/** JSON with keys in order, so equal records give equal text whatever order their fields were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
