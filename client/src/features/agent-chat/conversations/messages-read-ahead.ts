import type { ConversationMessage } from '../chat-logic';
import { loadMessages, subscribe } from './conversation-repository';

/**
 * The open conversation's messages, read before its chat is rendered. The agent's open
 * conversation is known as soon as its id is read from the store; reading its messages from there,
 * rather than from the chat's effect once it has rendered and laid out, lets the read (the longest
 * wait in opening a long conversation) run while the chat renders.
 *
 * One read is kept, for the chat that takes it. A write to that conversation (or a reset of the
 * store) drops it, so the chat never starts from messages older than a read of its own would give.
 */
let ahead: { conversationId: string; read: Promise<ConversationMessage[]> } | null = null;

subscribe(({ conversationIds, reset }) => {
  if (ahead && (reset || conversationIds.includes(ahead.conversationId))) ahead = null;
});

/**
 * Starts reading the conversation's messages for the chat about to open it. Each opening starts a
 * read of its own, so a read whose chat never opened is never taken by a later one.
 */
export function readMessagesAhead(conversationId: string): void {
  ahead = { conversationId, read: loadMessages(conversationId) };
}

/** The conversation's messages: the read started ahead for it if there is one, else a new read. */
export function takeMessages(conversationId: string): Promise<ConversationMessage[]> {
  const kept = ahead?.conversationId === conversationId ? ahead.read : null;
  if (kept) ahead = null;
  return kept ?? loadMessages(conversationId);
}
