import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../chat-logic';
import {
  listOrder,
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
