import { describe, expect, it } from 'vitest';
import { liveMessages, toChatMessage } from './conversation-rules';
import { migrateV1Record } from './migrate-v1';

const NOW = Date.parse('2026-11-27T12:00:00Z');

/** A record exactly as version 1 stored it (conversation-store.ts before issue 15). */
const V1_RECORD = {
  agentId: 'ai-writing-assistant',
  updatedAt: '2026-11-20T09:15:00.000Z',
  messages: [
    {
      id: 'm1a-1-abc',
      role: 'system',
      content: 'Agent Writing Assistant initialized. Ready for operations.',
      timestamp: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 'm1a-2-def',
      role: 'assistant',
      content: "Hello! I'm your Writing Assistant. What can I help you with today?",
      timestamp: '2026-11-20T09:00:00.000Z',
    },
    { id: 'm1b-3-ghi', role: 'user', content: '  Draft a\nheadline  ', timestamp: '2026-11-20T09:10:00.000Z' },
    {
      id: 'm1b-4-jkl',
      role: 'assistant',
      content: '## Headline\n\n**Bold** news',
      timestamp: '2026-11-20T09:10:02.000Z',
      usage: { promptTokens: 412, completionTokens: 57, estimated: false, model: 'gpt-4o' },
    },
    { id: 'm1c-5-mno', role: 'user', content: 'Shorter', timestamp: '2026-11-20T09:14:00.000Z' },
    { id: 'm1c-6-pqr', role: 'assistant', content: 'Bold', timestamp: '2026-11-20T09:14:01.000Z', stopped: true },
    {
      id: 'm1c-7-stu',
      role: 'system',
      kind: 'error',
      content: 'Rate limit exceeded. Please try again later.',
      timestamp: '2026-11-20T09:15:00.000Z',
    },
  ],
};

describe('migrateV1Record', () => {
  it('keeps every message with every field, in order, as one conversation of the agent', () => {
    const migrated = migrateV1Record(structuredClone(V1_RECORD), NOW)!;
    expect(migrated.conversation).toMatchObject({
      agentId: 'ai-writing-assistant',
      title: 'Draft a headline',
      titleEdited: false,
      pinned: false,
      deleted: false,
      messageCount: 7,
      createdAt: Date.parse('2026-11-20T09:00:00.000Z'),
      lastMessageAt: Date.parse('2026-11-20T09:15:00.000Z'),
      updatedAt: NOW,
    });
    expect(migrated.conversation.id).toMatch(/^[0-9a-f]{24}$/);
    // Back in the chat's shape, the messages are exactly the old ones.
    expect(liveMessages(migrated.messages).map(toChatMessage)).toEqual(V1_RECORD.messages);
    for (const m of migrated.messages) {
      expect(m).toMatchObject({ conversationId: migrated.conversation.id, updatedAt: NOW, deleted: false });
    }
  });

  it('keeps fields it does not know, gives ids where they are missing or repeated', () => {
    const migrated = migrateV1Record(
      {
        agentId: 'ai-tutor',
        updatedAt: 'not a date',
        messages: [
          { role: 'user', content: 'no id', timestamp: '2026-01-01T00:00:00Z', extra: { kept: true } },
          { id: 'same', role: 'assistant', content: 'one', timestamp: '2026-01-01T00:00:01Z' },
          { id: 'same', role: 'assistant', content: 'two', timestamp: '2026-01-01T00:00:02Z' },
        ],
      },
      NOW,
    )!;
    const [first, second, third] = migrated.messages;
    expect(first).toMatchObject({ content: 'no id', extra: { kept: true }, seq: 0 });
    expect(first!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(second!.id).toBe('same');
    expect(third!.id).not.toBe('same');
    expect(third!.content).toBe('two');
    // Without a usable saved time, the last message's time orders it.
    expect(migrated.conversation.lastMessageAt).toBe(Date.parse('2026-01-01T00:00:02Z'));
  });

  it('skips records that hold nothing', () => {
    expect(migrateV1Record(null, NOW)).toBeNull();
    expect(migrateV1Record({ agentId: 'x', messages: [] }, NOW)).toBeNull();
    expect(migrateV1Record({ messages: [{ id: 'a' }] }, NOW)).toBeNull();
  });
});
