import type { MailAccount } from '../mail/mail-account.js';

/** More accounts than this sending from one process at once is not expected: start over then. */
const MAX_ACCOUNTS = 1000;

/**
 * Opens each account's app password once instead of for every message: in a queue of thousands,
 * opening the sealed value every time is a measurable share of the delivery. An entry holds only
 * while the account's row, which every delivery reads afresh, still carries the same sealed value
 * for the same user: a new password, a relinked account or a removed one is seen at the next
 * message, on this instance and on any other, so no instance goes on with a stale password.
 * The password stays in memory only, like the signed-in SMTP sessions that use it.
 */
export function cachedAppPasswords(open: (account: MailAccount) => string): (account: MailAccount) => string {
  const opened = new Map<string, { userId: string; sealed: string | null; password: string }>();
  return (account) => {
    const hit = opened.get(account.id);
    if (hit && hit.userId === account.user_id && hit.sealed === account.app_password_enc) return hit.password;
    opened.delete(account.id);
    const password = open(account); // throws without caching anything
    if (opened.size >= MAX_ACCOUNTS) opened.clear();
    opened.set(account.id, { userId: account.user_id, sealed: account.app_password_enc, password });
    return password;
  };
}
