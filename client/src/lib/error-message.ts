import { ApiError } from './api-client';
import { serverErrorText } from './messages/texts';

export interface ErrorMessageOptions {
  /** Shown when the call never reached the server (network down, blocked); defaults to the fallback. */
  unreached?: string;
  /** Errors the feature throws itself are already worded for the user: show their message. */
  ownErrors?: boolean;
}

/**
 * The text to show for a failed call. The server's own message when the answer carried one, since
 * it knows what went wrong (wrong code, rate limit, validation), in the interface language when its
 * code is one the client knows (messages/texts.ts); else `fallback`.
 */
export function errorMessage(err: unknown, fallback: string, options: ErrorMessageOptions = {}): string {
  if (err instanceof ApiError) {
    const message = (err.body as { error?: { message?: unknown } } | undefined)?.error?.message;
    return typeof message === 'string' && message.trim() ? serverErrorText(err.code, message) : fallback;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (options.ownErrors && err instanceof Error && !(err instanceof TypeError) && err.message) return err.message;
  return options.unreached ?? fallback;
}
