import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage } from '../chat-logic';
import type { ConversationChange } from './conversation-repository';

// The store as the read-ahead sees it: each read answers what the conversation holds at that moment.
const stored = new Map<string, ConversationMessage[]>();
const listeners: ((change: ConversationChange) => void)[] = [];
const loadMessages = vi.fn(async (id: string) => stored.get(id) ?? []);
vi.mock('./conversation-repository', () => ({
  loadMessages: (id: string) => loadMessages(id),
  subscribe: (listener: (change: ConversationChange) => void) => {
    listeners.push(listener);
    return () => {};
  },
}));
const { readMessagesAhead, takeMessages } = await import('./messages-read-ahead');

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

describe('reading the open conversation ahead of its chat', () => {
  beforeEach(() => {
    stored.clear();
    loadMessages.mockClear();
    stored.set('c1', [message('first')]);
  });

  it('gives the chat the read started when the conversation was chosen, without reading again', async () => {
    readMessagesAhead('c1');
    expect(await takeMessages('c1')).toEqual([message('first')]);
    expect(loadMessages).toHaveBeenCalledTimes(1);
    // Taken once: the next chat of that conversation reads for itself.
    expect(await takeMessages('c1')).toEqual([message('first')]);
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });

  it('reads again after a write to that conversation, so the chat shows what was written', async () => {
    readMessagesAhead('c1');
    write('c1', ['first', 'second']);
    expect(await takeMessages('c1')).toEqual([message('first'), message('second')]);
    readMessagesAhead('c1');
    write('c9', [], { conversationIds: [], reset: true });
    expect((await takeMessages('c1')).map((m) => m.content)).toEqual(['first', 'second']);
    expect(loadMessages).toHaveBeenCalledTimes(4);
  });

  it('keeps the read through writes to other conversations, and never gives one to another conversation', async () => {
    readMessagesAhead('c1');
    write('c2', ['elsewhere']);
    expect(await takeMessages('c1')).toEqual([message('first')]);
    expect(loadMessages).toHaveBeenCalledTimes(1);
    readMessagesAhead('c1');
    expect(await takeMessages('c2')).toEqual([message('elsewhere')]);
  });
});
