import { describe, expect, it } from 'vitest';
import { forkForEdit, switchVersion, versionLabel } from '../branches';
import { sanitizeStoredMessages, type ConversationMessage } from '../chat-logic';
import {
  canonicalJson,
  listOrder,
  mergeConversation,
  reconcile,
  stamped,
  toChatMessage,
  liveMessages,
  messageWrites,
  newConversation,
  newer,
  titleFrom,
  TITLE_MAX,
  withDeleted,
  withMessages,
} from './conversation-rules';
import type { StoredMessage } from './conversation-types';

const msg = (
  id: string,
  role: ConversationMessage['role'],
  content: string,
  extra: Partial<ConversationMessage> = {},
) => ({
  id,
  role,
  content,
  timestamp: '2026-11-27T10:00:00.000Z',
  ...extra,
});

describe('titles', () => {
  it('come from the first message the user sent, on one line', () => {
    expect(
      titleFrom([msg('1', 'assistant', 'Hello'), msg('2', 'user', '  Plan\n\nmy   week '), msg('3', 'user', 'x')]),
    ).toBe('Plan my week');
    expect(titleFrom([msg('1', 'assistant', 'Hello')])).toBe('');
  });

  it('name a first message of files only by its first file', () => {
    const photo = { id: 'p', name: 'holiday photo.jpg', mimeType: 'image/jpeg', size: 10, kind: 'image' as const };
    const doc = { id: 'd', name: 'notes.txt', mimeType: 'text/plain', size: 5, kind: 'text' as const };
    expect(titleFrom([msg('1', 'assistant', 'Hello'), msg('2', 'user', '', { attachments: [photo, doc] })])).toBe(
      'holiday photo.jpg',
    );
    // Typed words win over the file's name.
    expect(titleFrom([msg('1', 'user', 'What is this?', { attachments: [photo] })])).toBe('What is this?');
  });

  it('are cut at a word near the limit', () => {
    const title = titleFrom([msg('1', 'user', 'word '.repeat(40))]);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX + 1);
    expect(title.endsWith('word…')).toBe(true);
  });

  it('stay what the user chose after a rename', () => {
    const renamed = { ...newConversation('a', 1), title: 'Mine', titleEdited: true };
    expect(withMessages(renamed, [msg('1', 'user', 'Other')], 2).title).toBe('Mine');
    expect(withMessages(newConversation('a', 1), [msg('1', 'user', 'Other')], 2).title).toBe('Other');
  });
});

describe('what a save writes', () => {
  const stored = (m: ConversationMessage, seq: number, updatedAt = 1): StoredMessage => ({
    ...m,
    conversationId: 'c',
    seq,
    updatedAt,
    deleted: false,
  });

  it('writes new and changed messages only', () => {
    const a = msg('a', 'user', 'Hi');
    const b = msg('b', 'assistant', 'Hel');
    const writes = messageWrites(
      'c',
      [stored(a, 0), stored(b, 1)],
      [a, { ...b, content: 'Hello' }, msg('n', 'user', 'Next')],
      5,
    );
    expect(writes.map((w) => [w.id, w.seq, w.updatedAt, w.deleted])).toEqual([
      ['b', 1, 5, false],
      ['n', 2, 5, false],
    ]);
  });

  it('writes a message whose versions changed, though its words did not', () => {
    const a = msg('a', 'user', 'Hi', { branches: { index: 1, others: [[msg('o', 'user', 'Hello')]] } });
    const more = { ...a, branches: { index: 2, others: [...a.branches!.others, [msg('p', 'user', 'Hey')]] } };
    expect(messageWrites('c', [stored(a, 0)], [a], 5)).toEqual([]);
    expect(messageWrites('c', [stored(a, 0)], [more], 5).map((w) => w.id)).toEqual(['a']);
  });

  it('leaves tombstones for the messages a CLEAR removed', () => {
    const a = msg('a', 'user', 'Hi');
    const greeting = msg('g', 'assistant', 'Hello again');
    const writes = messageWrites('c', [stored(a, 0)], [greeting], 9);
    expect(writes).toEqual([
      { ...greeting, conversationId: 'c', seq: 0, updatedAt: 9, deleted: false },
      { ...a, conversationId: 'c', seq: 0, updatedAt: 9, deleted: true },
    ]);
    // A tombstone already written is not written again.
    expect(messageWrites('c', [{ ...stored(a, 0), deleted: true }], [], 10)).toEqual([]);
  });

  it('reads back only live messages, in order', () => {
    const rows = [
      stored(msg('b', 'user', 'B'), 1),
      { ...stored(msg('x', 'user', 'X'), 0), deleted: true },
      stored(msg('a', 'user', 'A'), 0),
    ];
    expect(liveMessages(rows).map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('tombstones and undo', () => {
  it('delete and undo are changes with their own time, so they win a merge', () => {
    const record = newConversation('a', 100);
    const deleted = withDeleted(record, true, 200);
    expect(deleted).toMatchObject({ id: record.id, deleted: true, updatedAt: 200 });
    expect(listOrder([deleted])).toEqual([]);
    const restored = withDeleted(deleted, false, 300);
    expect(restored).toEqual({ ...record, updatedAt: 300 });
    expect(listOrder([restored])).toEqual([restored]);
    expect(newer(record, deleted)).toBe(true);
    expect(newer(restored, deleted)).toBe(false);
    // An import of the same record again changes nothing.
    expect(newer(restored, restored)).toBe(false);
    expect(newer(undefined, restored)).toBe(true);
  });
});

describe('list order', () => {
  it('puts pins first, then the most recently active', () => {
    const c = (id: string, lastMessageAt: number, pinned = false) => ({
      ...newConversation('a', 0, id),
      lastMessageAt,
      pinned,
    });
    expect(listOrder([c('old', 1), c('new', 3), c('pinned', 0, true), c('mid', 2)]).map((x) => x.id)).toEqual([
      'pinned',
      'new',
      'mid',
      'old',
    ]);
  });
});

describe("merging two browsers' copies (import and cloud history)", () => {
  const base = { ...newConversation('a', 1_000, 'c1'), title: 'Plan my week' };
  const stored = (id: string, seq: number, updatedAt: number, extra: Partial<StoredMessage> = {}): StoredMessage => ({
    ...msg(id, 'user', `text ${id}`),
    conversationId: 'c1',
    seq,
    updatedAt,
    deleted: false,
    ...extra,
  });

  it('keeps a rename made in one browser and a newer message from the other', () => {
    const renamed = stamped(base, 'title', { title: 'Week plan', titleEdited: true }, 2_000);
    const chatted = { ...base, messageCount: 3, lastMessageAt: 3_000, updatedAt: 3_000 };
    for (const merged of [mergeConversation(renamed, chatted), mergeConversation(chatted, renamed)]) {
      expect(merged).toMatchObject({ title: 'Week plan', titleEdited: true, lastMessageAt: 3_000, updatedAt: 3_000 });
    }
  });

  it('keeps a deletion unless it was undone later, and a pin from either side by its time', () => {
    const deleted = stamped({ ...base, deleted: true }, 'deleted', {}, 2_000);
    const edited = { ...base, lastMessageAt: 5_000, updatedAt: 5_000 };
    expect(mergeConversation(edited, deleted).deleted).toBe(true);
    expect(mergeConversation(deleted, edited).deleted).toBe(true);
    const undone = stamped({ ...deleted, deleted: false }, 'deleted', {}, 6_000);
    expect(mergeConversation(deleted, undone).deleted).toBe(false);
    const pinned = stamped(base, 'pinned', { pinned: true }, 4_000);
    expect(mergeConversation(deleted, pinned)).toMatchObject({ pinned: true, deleted: true });
  });

  it('changes nothing when the same copy is merged again, in whatever field order', () => {
    const a = stamped(base, 'pinned', { pinned: true }, 2_000);
    const reordered = JSON.parse(canonicalJson(a)) as typeof a;
    expect(canonicalJson(mergeConversation(a, reordered))).toBe(canonicalJson(a));
  });

  it('derives the count and automatic title from the merged messages, ordered alike everywhere', () => {
    // Each browser added a message at place 1 while apart: both stay, ordered by time then id.
    const messages = liveMessages([
      stored('z', 1, 5, { timestamp: '2026-11-27T10:02:00.000Z' }),
      stored('first', 0, 1),
      stored('y', 1, 4, { timestamp: '2026-11-27T10:01:00.000Z' }),
      stored('gone', 2, 6, { deleted: true }),
    ]);
    expect(messages.map((m) => m.id)).toEqual(['first', 'y', 'z']);
    expect(reconcile({ ...base, title: '' }, messages)).toMatchObject({ messageCount: 3, title: 'text first' });
    expect(reconcile({ ...base, titleEdited: true, title: 'Mine' }, messages).title).toBe('Mine');
  });

  it('lets the later write of each message win, a tombstone included', () => {
    expect(newer(stored('m', 0, 5), stored('m', 0, 6, { deleted: true }))).toBe(true);
    expect(newer(stored('m', 0, 6, { deleted: true }), stored('m', 0, 5))).toBe(false);
  });
});

describe('a save while cloud history merged messages into the open conversation', () => {
  it('tombstones only what the chat removed, never a message it has not shown', () => {
    const shown = { ...msg('a', 'user', 'mine'), conversationId: 'c1', seq: 0, updatedAt: 1, deleted: false };
    const cleared = { ...msg('b', 'assistant', 'cleared'), conversationId: 'c1', seq: 1, updatedAt: 1, deleted: false };
    const merged = {
      ...msg('m', 'user', 'from the other browser'),
      conversationId: 'c1',
      seq: 1,
      updatedAt: 5,
      deleted: false,
    };
    const writes = messageWrites('c1', [shown, cleared, merged], [msg('a', 'user', 'mine')], 9, new Set(['a', 'b']));
    expect(writes.map((w) => [w.id, w.deleted])).toEqual([['b', true]]);
  });
});

describe('versions (edit, regenerate, switch) in the store', () => {
  /** A browser's message store, as IndexedDB keeps it: one record per id, tombstones included. */
  function store() {
    const records = new Map<string, StoredMessage>();
    let clock = 100;
    return {
      records,
      save(messages: ConversationMessage[]) {
        const writes = messageWrites('c', [...records.values()], messages, ++clock, new Set(records.keys()));
        for (const w of writes) records.set(w.id, w);
        // Every message the chat shows is known to it from then on.
        for (const m of messages) if (!records.has(m.id)) throw new Error('not written');
        return writes;
      },
      /** What the chat reads when it opens the conversation. */
      load: () => sanitizeStoredMessages(liveMessages([...records.values()]).map(toChatMessage)),
      import(incoming: readonly StoredMessage[]) {
        for (const m of incoming) if (newer(records.get(m.id), m)) records.set(m.id, m);
      },
    };
  }

  const start = () => [
    msg('g', 'assistant', 'Hello'),
    msg('q1', 'user', 'Plan a picnic'),
    msg('a1', 'assistant', 'Bring bread'),
    msg('q2', 'user', 'Add drinks'),
    msg('a2', 'assistant', 'Lemonade'),
  ];
  const edit = (messages: ConversationMessage[]) => [
    ...forkForEdit(messages, 1, msg('q1b', 'user', 'Plan a beach picnic')),
    msg('a1b', 'assistant', 'Bring a parasol'),
  ];

  it('an edit tombstones the old tail and writes the new one; a reload shows the new version with its count', () => {
    const db = store();
    db.save(start());
    const writes = db.save(edit(start()));
    expect(writes.filter((w) => w.deleted).map((w) => w.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    const reloaded = db.load();
    expect(reloaded.map((m) => m.content)).toEqual(['Hello', 'Plan a beach picnic', 'Bring a parasol']);
    expect(versionLabel(reloaded[1]!)).toBe('2/2');
    expect(reconcile(newConversation('a', 1), liveMessages([...db.records.values()])).messageCount).toBe(3);
  });

  it('switching back brings the old messages to life under their ids, and a reload shows that version', () => {
    const db = store();
    db.save(start());
    const edited = edit(start());
    db.save(edited);
    const back = switchVersion(edited, 1, 0);
    const writes = db.save(back);
    expect(writes.filter((w) => !w.deleted).map((w) => w.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(writes.filter((w) => w.deleted).map((w) => w.id)).toEqual(['q1b', 'a1b']);
    const reloaded = db.load();
    expect(reloaded).toEqual(back);
    expect(versionLabel(reloaded[1]!)).toBe('1/2');
    expect(liveMessages([...db.records.values()])).toHaveLength(5);
    // Nothing to write when nothing changed.
    expect(db.save(reloaded)).toEqual([]);
    // And forth again: the edited version, whole.
    db.save(switchVersion(reloaded, 1, 1));
    expect(db.load()).toEqual(edited);
  });

  it('another browser that merges the records (import, cloud history) shows the same version and keeps them all', () => {
    const here = store();
    here.save(start());
    const there = store();
    there.import([...here.records.values()]);
    here.save(edit(start()));
    here.save(switchVersion(here.load(), 1, 0));
    there.import([...here.records.values()]);
    expect(there.load()).toEqual(here.load());
    expect(switchVersion(there.load(), 1, 1).map((m) => m.content)).toEqual([
      'Hello',
      'Plan a beach picnic',
      'Bring a parasol',
    ]);
    // Merging the same records again changes nothing.
    const before = [...there.records.values()];
    there.import(before);
    expect([...there.records.values()]).toEqual(before);
  });
});
