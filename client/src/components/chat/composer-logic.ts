import { CHAT_MESSAGE_MAX } from '@common/chat';
import { isSendableText } from '@/lib/chat-engine/chat-machine';

/** The composer's rules with no React in them, unit-tested in Node. */

/** The counter under the box: characters used against the maximum, `16/2048`. */
export function counterText(text: string): string {
  return `${text.length}/${CHAT_MESSAGE_MAX}`;
}

export interface SubmitState {
  text: string;
  /** The box is off (no usable key, chat not initialized…). */
  disabled: boolean;
  /** A reply is streaming. */
  pending: boolean;
  /** Files wait to go with the message: they are enough to send, without typed text. */
  hasAttachments?: boolean;
}

/**
 * SEND is on for non-blank text within the maximum (or any text within it when files wait to go
 * with it), in an enabled box, with no reply in flight.
 */
export function canSubmit({ text, disabled, pending, hasAttachments = false }: SubmitState): boolean {
  if (disabled || pending) return false;
  return isSendableText(text) || (hasAttachments && text.length <= CHAT_MESSAGE_MAX);
}

/**
 * Enter sends; Shift+Enter is a newline, and so is any Enter while an input method is composing
 * (Japanese, Chinese…), where Enter confirms the characters.
 */
export function isSendKey(e: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

/**
 * The box's text with `addition` put at its end (a dictated sentence): a space between them unless
 * the text ends in one already, and never more than the maximum.
 */
export function appendedText(current: string, addition: string): string {
  const added = addition.trim();
  if (!added) return current;
  const joined = !current ? added : /\s$/.test(current) ? current + added : `${current} ${added}`;
  return joined.slice(0, CHAT_MESSAGE_MAX);
}
