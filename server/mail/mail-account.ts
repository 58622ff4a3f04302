import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.js';

/** A linked mailbox as the senders read it: its row (the services call the same row EmailAccountRow). */
export type MailAccount = Selectable<Database['email_accounts']>;

/** The parts of an outbox row a delivery needs. */
export type OutboxMessage = Pick<
  Selectable<Database['email_outbox']>,
  'id' | 'to' | 'subject' | 'body' | 'send_at' | 'automated' | 'in_reply_to' | 'references' | 'thread_id'
>;

/**
 * How the senders get an account's secrets. The services provide them (tokens are refreshed and
 * stored there, app passwords opened with the account's key), so the senders never touch the
 * database. Each throws a SendError when the secret cannot be had.
 */
export interface MailCredentials {
  /** The account's access token, refreshed first when it is near expiry. */
  accessToken(account: MailAccount): Promise<string>;
  /** A new access token now, after the provider refused the current one. */
  refreshedToken(account: MailAccount): Promise<string>;
  /** The app password of an account linked with one. */
  appPassword(account: MailAccount): string;
}
