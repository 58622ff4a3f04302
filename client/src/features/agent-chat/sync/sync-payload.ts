import type { ConversationWithMessages } from '../conversations/conversation-types';

/**
 * What one encrypted item holds: a conversation record with every message, tombstones included,
 * so deletions travel. A deleted conversation travels as its record alone: the other browsers need
 * only learn that it is deleted (they keep their own messages for an undo), and the server copy
 * shrinks, which is how deleting frees cloud space.
 */
export interface SyncPayload {
  v: 1;
  conversation: ConversationWithMessages['conversation'];
  messages: ConversationWithMessages['messages'];
}

export function toPayload({ conversation, messages }: ConversationWithMessages): SyncPayload {
  return { v: 1, conversation, messages: conversation.deleted ? [] : messages };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A decrypted item back to what the store merges. GCM proved it was written with this user's key,
 * so the check is for a format this version does not read (null) rather than for an attacker.
 */
export function fromPayload(text: string): ConversationWithMessages | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || data.v !== 1 || !isObject(data.conversation) || !Array.isArray(data.messages)) return null;
  const conversation = data.conversation as unknown as SyncPayload['conversation'];
  if (typeof conversation.id !== 'string' || typeof conversation.updatedAt !== 'number') return null;
  const messages = (data.messages as unknown[]).filter(
    (m): m is SyncPayload['messages'][number] =>
      isObject(m) && typeof m.id === 'string' && typeof m.updatedAt === 'number' && typeof m.seq === 'number',
  );
  return { conversation, messages: messages.map((m) => ({ ...m, conversationId: conversation.id })) };
}
