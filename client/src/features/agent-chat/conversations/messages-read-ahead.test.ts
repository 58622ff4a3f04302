import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '../chat-logic';
import type { ConversationChange } from './conversation-repository';

// The store as the read-ahead sees it: each read answers what the conversation holds at that moment.
const stored = new Map<string, ConversationMessage[]>();
const listeners: ((change: ConversationChange) => void)[] = [];
const loadMessages = vi.fn(async (id: string) => stored.get(id) ?? []);
const loadLatestMessages = vi.fn(async (id: string, count: number) => {
  const all = stored.get(id) ?? [];
  return { messages: all.slice(-count), complete: all.length <= count };
});
vi.mock('./conversation-repository', () => ({
  loadMessages: (id: string) => loadMessages(id),
  loadLatestMessages: (id: string, count: number) => loadLatestMessages(id, count),
  subscribe: (listener: (change: ConversationChange) => void) => {
    listeners.push(listener);
    return () => {};
  },
}));
const { OPENING_MESSAGES, readMessagesAhead, takeMessages } = await import('./messages-read-ahead');

const message = (content: string): ConversationMessage => ({
  id: content,
  role: 'user',
  content,
  timestamp: '2026-11-28T10:00:00.000Z',
});
const write = (id: string, contents: string[], change: ConversationChange = { conversationIds: [id] }) => {
  stored.set(id, contents.map(message));
  for (const listener of listeners) listener(change);
};
const contents = async (read: ReturnType<typeof takeMessages>) => (await read).messages.map((m) => m.content);
const reads = () => loadLatestMessages.mock.calls.length + loadMessages.mock.calls.length;

describe('reading the open conversation ahead of its chat', () => {
  beforeEach(() => {
    stored.clear();
    loadMessages.mockClear();
    loadLatestMessages.mockClear();
    stored.set('c1', [message('first')]);
  });

  it('gives the chat the read started when the conversation was chosen, without reading again', async () => {
    readMessagesAhead('c1');
    expect(await takeMessages('c1')).toEqual({ messages: [message('first')], complete: true });
    expect(reads()).toBe(1);
    // Taken once: the next chat of that conversation reads for itself.
    expect(await takeMessages('c1')).toEqual({ messages: [message('first')], complete: true });
    expect(reads()).toBe(2);
  });

  it('reads only the last screenful of a long conversation first, and says there is more', async () => {
    const many = Array.from({ length: 500 }, (_, i) => `m${i}`);
    write('c1', many);
    readMessagesAhead('c1');
    const opening = await takeMessages('c1');
    expect(opening.complete).toBe(false);
    expect(opening.messages.map((m) => m.content)).toEqual(many.slice(-OPENING_MESSAGES));
    expect(loadMessages).not.toHaveBeenCalled();
  });

  it('reads all of it at once for a chat opened at a search hit', async () => {
    write(
      'c1',
      Array.from({ length: 500 }, (_, i) => `m${i}`),
    );
    readMessagesAhead('c1');
    const whole = await takeMessages('c1', { whole: true });
    expect(whole.complete).toBe(true);
    expect(whole.messages).toHaveLength(500);
    // The read made ahead is not left for another chat to take.
    await takeMessages('c1');
    expect(loadLatestMessages).toHaveBeenCalledTimes(2);
  });

  it('reads again after a write to that conversation, so the chat shows what was written', async () => {
    readMessagesAhead('c1');
    write('c1', ['first', 'second']);
    expect(await contents(takeMessages('c1'))).toEqual(['first', 'second']);
    readMessagesAhead('c1');
    write('c9', [], { conversationIds: [], reset: true });
    expect(await contents(takeMessages('c1'))).toEqual(['first', 'second']);
    expect(reads()).toBe(4);
  });

  it('keeps the read through writes to other conversations, and never gives one to another conversation', async () => {
    readMessagesAhead('c1');
    write('c2', ['elsewhere']);
    expect(await contents(takeMessages('c1'))).toEqual(['first']);
    expect(reads()).toBe(1);
    readMessagesAhead('c1');
    expect(await contents(takeMessages('c2'))).toEqual(['elsewhere']);
  });
});
