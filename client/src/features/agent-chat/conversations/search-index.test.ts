import { describe, expect, it } from 'vitest';
import type { StoredMessage } from './conversation-types';
import { applyToIndex, createIndex, loadIndex, searchIndex, snippetAround } from './search-index';

let seq = 0;
const message = (
  conversationId: string,
  id: string,
  content: string,
  extra: Partial<StoredMessage> = {},
): StoredMessage => ({
  id,
  conversationId,
  role: 'user',
  content,
  timestamp: '2026-11-27T10:00:00.000Z',
  seq: seq++,
  updatedAt: 1,
  deleted: false,
  ...extra,
});

const MESSAGES = [
  message('c1', 'a', 'Plan the quarterly marketing budget'),
  message('c1', 'b', 'The budget for marketing is tight', { role: 'assistant' }),
  message('c2', 'c', 'Translate this sentence into Spanish'),
  message('c3', 'd', 'Agent initialized. budget', { role: 'system' }),
  message('c3', 'e', 'Rate limit exceeded budget', { role: 'system', kind: 'error' }),
];

describe('the message index', () => {
  it('finds words in every conversation, one hit per conversation with its matched words', () => {
    const index = createIndex();
    applyToIndex(index, MESSAGES);
    const hits = searchIndex(index, 'budget');
    expect(hits.map((h) => h.conversationId)).toEqual(['c1']);
    expect(hits[0]).toMatchObject({ matches: 2, terms: ['budget'] });
    // Prefixes match while typing; every word must match.
    expect(searchIndex(index, 'transl span').map((h) => h.conversationId)).toEqual(['c2']);
    expect(searchIndex(index, 'budget spanish')).toEqual([]);
    expect(searchIndex(index, '   ')).toEqual([]);
  });

  it('follows changes and tombstones', () => {
    const index = createIndex();
    applyToIndex(index, MESSAGES);
    applyToIndex(index, [
      { ...MESSAGES[0]!, content: 'Plan the offsite', updatedAt: 2 },
      { ...MESSAGES[1]!, deleted: true, updatedAt: 2 },
    ]);
    expect(searchIndex(index, 'budget')).toEqual([]);
    expect(searchIndex(index, 'offsite').map((h) => h.messageId)).toEqual(['a']);
  });

  it('survives being stored as JSON', () => {
    const index = createIndex();
    applyToIndex(index, MESSAGES);
    const again = loadIndex(JSON.stringify(index));
    expect(searchIndex(again, 'marketing')).toEqual(searchIndex(index, 'marketing'));
  });

  it('answers over 10,000 messages in 1,000 conversations', () => {
    const index = createIndex();
    const many: StoredMessage[] = [];
    for (let c = 0; c < 1000; c++) {
      for (let m = 0; m < 10; m++)
        many.push(message(`c${c}`, `m${m}`, `conversation ${c} message ${m} about topic${c % 37} and more words`));
    }
    applyToIndex(index, many);
    expect(index.documentCount).toBe(10_000);
    // Exact matches rank before the fuzzy ones (topic1, topic51…).
    const hits = searchIndex(index, 'topic5', 1000);
    const exact = (h: { conversationId: string }) => Number(h.conversationId.slice(1)) % 37 === 5;
    expect(hits.slice(0, 27).every(exact)).toBe(true);
    expect(hits.slice(27).some(exact)).toBe(false);
  });
});

describe('snippets', () => {
  it('show the text around the first matching word', () => {
    const text = `${'x '.repeat(100)}the needle is here ${'y '.repeat(100)}`;
    const snippet = snippetAround(text, ['needle'], 60);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });
});
