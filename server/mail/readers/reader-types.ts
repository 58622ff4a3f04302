import type { SenderDeps } from '../senders/oauth-fetch.js';
import type { IncomingMessage } from './incoming-message.js';

/** What the readers need: the settings (API addresses, IMAP hosts) and the accounts' secrets, as the senders. */
export type ReaderDeps = SenderDeps;

/**
 * Where reading an account's new mail stopped, as kept in `mail_cursors`: Gmail's history id,
 * Graph's delta or next link, or the last IMAP UID seen (with the UIDVALIDITY it belongs to).
 */
export interface MailCursor {
  cursor: string;
  uidValidity: string | null;
}

export interface ReadResult {
  /** New messages in the order they arrived. */
  messages: IncomingMessage[];
  /** Store this (with uidValidity) once every message above has been handled. */
  cursor: string;
  uidValidity: string | null;
  /** More new mail is waiting beyond this batch: read again from the new cursor. */
  more: boolean;
  /**
   * The stored cursor could not be used (first read, a Gmail history id too old, an expired Graph
   * link, a new IMAP UIDVALIDITY): reading starts afresh from now, and the mail already in the
   * mailbox is not returned.
   */
  reset: boolean;
}

/**
 * Reading failed. The message is shown to the user and never carries a token or password.
 * - retry: the provider could not be reached or asked us to slow down; the same read may work later;
 * - permanent: access is refused (reconnect the account) or the request is not accepted.
 */
export class ReadError extends Error {
  override name = 'ReadError';
  constructor(
    readonly kind: 'retry' | 'permanent',
    message: string,
  ) {
    super(message);
  }
}

/** How many messages one read returns at most; the rest waits for the next read (`more`). */
export const READ_BATCH = 100;
