// Relative, not @common: the server's relay-stream test loads this file through chat-stream.ts.
import { CHAT_ERROR_MESSAGES, type ChatErrorKind } from '../../../common/chat';

/**
 * Why a chat reply failed, with the message the user is shown. Apart from the streaming code
 * (chat-stream.ts, with its SSE parser), so a view on a first load can handle chat errors and load
 * the streaming code only when the user first sends.
 */

export type ChatErrorReason = ChatErrorKind | 'missing_key' | 'stalled';

export class ChatError extends Error {
  constructor(
    readonly reason: ChatErrorReason,
    /** HTTP status of the failed response; undefined for network failures, stalls and mid-stream errors. */
    readonly status?: number,
    /** The provider's (or our server's) error code, e.g. invalid_api_key, rate_limit_exceeded. */
    readonly code?: string,
    /** Text received before the failure, so the UI can keep it. */
    readonly partialText = '',
  ) {
    super(CHAT_ERROR_MESSAGES[reason]);
    this.name = 'ChatError';
  }
}
