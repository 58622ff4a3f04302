import { loadLatestMessages, loadMessages, subscribe, type LatestMessages } from './conversation-repository';

/**
 * The open conversation's first messages, read before its chat is rendered. The agent's open
 * conversation is known as soon as its id is read from the store; reading from there, rather than
 * from the chat's effect once it has rendered and laid out, lets the read run while the chat
 * renders. What is read first is the last screenful (`OPENING_MESSAGES`): a long conversation
 * shows its latest messages without waiting for a read of all of them, which the chat makes next.
 *
 * One read is kept, for the chat that takes it. A write to that conversation (or a reset of the
 * store) drops it, so the chat never starts from messages older than a read of its own would give.
 */
let ahead: { conversationId: string; read: Promise<LatestMessages> } | null = null;

/** More than a tall screen shows of the shortest messages, with the list's overscan above them. */
export const OPENING_MESSAGES = 40;

subscribe(({ conversationIds, reset }) => {
  if (ahead && (reset || conversationIds.includes(ahead.conversationId))) ahead = null;
});

const readOpening = (conversationId: string) => loadLatestMessages(conversationId, OPENING_MESSAGES);

/**
 * Starts reading the conversation's last messages for the chat about to open it. Each opening
 * starts a read of its own, so a read whose chat never opened is never taken by a later one.
 */
export function readMessagesAhead(conversationId: string): void {
  ahead = { conversationId, read: readOpening(conversationId) };
}

/**
 * The messages a chat opens with: the read started ahead for it if there is one, else a new one.
 * `whole`: all of them at once (a chat opened at a search hit, which may be anywhere in it).
 */
export async function takeMessages(conversationId: string, { whole = false } = {}): Promise<LatestMessages> {
  const kept = ahead?.conversationId === conversationId ? ahead.read : null;
  if (kept) ahead = null;
  if (whole) return { messages: await loadMessages(conversationId), complete: true };
  return kept ?? readOpening(conversationId);
}
