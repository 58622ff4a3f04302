import type { MailAccount } from '../mail/mail-account.js';
import { readNewMail } from '../mail/readers/index.js';
import type { MailCursor, ReaderDeps } from '../mail/readers/reader-types.js';
import { createDeliveryDeps } from '../services/email-delivery.js';
import type { TestApp } from './test-app.js';

/** What the readers need, with the credentials of the accounts linked in `t`'s database. */
export const readerDepsOf = (t: TestApp): ReaderDeps => ({
  config: t.app.config,
  credentials: createDeliveryDeps(t.db.kysely, t.app.config).credentials,
});

/** The cursor to store after a read. */
export const cursorOf = (r: { cursor: string; uidValidity: string | null }): MailCursor => ({
  cursor: r.cursor,
  uidValidity: r.uidValidity,
});

/**
 * Reads a backlog `limit` messages at a time from `cursor` until no more is waiting (ten reads at
 * most): the subjects in the order read, whether each read said more was waiting, and the last cursor.
 */
export async function readInBatches(deps: ReaderDeps, account: MailAccount, cursor: MailCursor, limit: number) {
  const seen: string[] = [];
  const mores: boolean[] = [];
  for (let reads = 0; reads < 10; reads++) {
    const r = await readNewMail(deps, account, cursor, limit);
    seen.push(...r.messages.map((m) => m.subject));
    mores.push(r.more);
    cursor = cursorOf(r);
    if (!r.more) break;
  }
  return { seen, mores, cursor };
}
