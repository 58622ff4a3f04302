import type { ConversationMessage } from '../chat-logic';
import { newConversation, newId, withMessages } from './conversation-rules';
import type { ConversationWithMessages, StoredMessage } from './conversation-types';

/** What version 1 of the database held: one record per agent, keyed by agentId. */
export interface V1Conversation {
  agentId: string;
  messages: ConversationMessage[];
  updatedAt: string;
}

/**
 * One v1 record as a conversation of the new store, losing nothing: every message is kept with
 * all its fields (usage, stopped, error marks, even fields this version does not know), in its
 * order. A message without an id gets one, since the new store is keyed by it. Returns null for
 * a record that holds nothing usable (no agent id, or no messages).
 */
export function migrateV1Record(record: unknown, now: number): ConversationWithMessages | null {
  if (typeof record !== 'object' || record === null) return null;
  const { agentId, messages, updatedAt } = record as Partial<V1Conversation>;
  if (typeof agentId !== 'string' || !Array.isArray(messages) || messages.length === 0) return null;
  const kept = messages.filter((m): m is ConversationMessage => typeof m === 'object' && m !== null);
  const seen = new Set<string>();
  const id = newId();
  const stored: StoredMessage[] = kept.map((message, seq) => {
    const messageId = typeof message.id === 'string' && !seen.has(message.id) ? message.id : newId();
    seen.add(messageId);
    return { ...message, id: messageId, conversationId: id, seq, updatedAt: now, deleted: false };
  });
  const savedAt = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
  const firstAt = Date.parse(kept[0]?.timestamp ?? '');
  const base = newConversation(agentId, now, id);
  const conversation = withMessages({ ...base, createdAt: Number.isNaN(firstAt) ? now : firstAt }, kept, now);
  // The old record's own time is when it was last active; messages may lack a usable timestamp.
  if (!Number.isNaN(savedAt)) conversation.lastMessageAt = savedAt;
  return { conversation, messages: stored };
}
