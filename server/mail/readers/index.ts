import type { MailAccount } from '../mail-account.js';
import { PROVIDERS } from '../providers.js';
import { readGmail, recentGmail } from './gmail.js';
import { readGraph, recentGraph } from './graph.js';
import { readImap, recentImap } from './imap.js';
import type { IncomingMessage } from './incoming-message.js';
import { READ_BATCH, type MailCursor, type ReaderDeps, type ReadResult } from './reader-types.js';

export { ReadError, READ_BATCH, type MailCursor, type ReaderDeps, type ReadResult } from './reader-types.js';
export type { IncomingMessage } from './incoming-message.js';

/**
 * The new mail of a linked mailbox since `cursor`, through the account's provider
 * (server/mail/providers.ts): Gmail by history id, Outlook by Graph delta, Yahoo and iCloud by
 * IMAP UID. Without a cursor (the first read) it returns no messages and a cursor at "now", so
 * mail that was already there never triggers anything. Store the returned cursor only after the
 * messages are handled: reading again from the old cursor returns them again, never fewer.
 * Errors are ReadErrors.
 */
export function readNewMail(
  deps: ReaderDeps,
  account: MailAccount,
  cursor: MailCursor | null,
  limit = READ_BATCH,
): Promise<ReadResult> {
  switch (PROVIDERS[account.provider].transport) {
    case 'gmail_api':
      return readGmail(deps, account, cursor?.cursor ?? null, limit);
    case 'graph':
      return readGraph(deps, account, cursor?.cursor ?? null, limit);
    case 'imap_smtp':
      return readImap(deps, account, cursor, limit);
  }
}

/** The newest `count` messages of the inbox, newest first (the dry run's sample). Errors are ReadErrors. */
export function recentMail(deps: ReaderDeps, account: MailAccount, count = 50): Promise<IncomingMessage[]> {
  switch (PROVIDERS[account.provider].transport) {
    case 'gmail_api':
      return recentGmail(deps, account, count);
    case 'graph':
      return recentGraph(deps, account, count);
    case 'imap_smtp':
      return recentImap(deps, account, count);
  }
}
