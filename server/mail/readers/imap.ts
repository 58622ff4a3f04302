import type { FetchMessageObject, ImapFlow } from 'imapflow';
import { connectImap, type MailAuth } from '../connection-options.js';
import type { MailAccount } from '../mail-account.js';
import { PROVIDERS } from '../providers.js';
import { asReadError } from './api-fetch.js';
import type { IncomingMessage } from './incoming-message.js';
import { fromParsed, parseMime } from './message-fields.js';
import { ReadError, type MailCursor, type ReaderDeps, type ReadResult } from './reader-types.js';

/**
 * New Yahoo and iCloud mail over IMAP by UID. The cursor is the last UID seen in INBOX together
 * with the mailbox's UIDVALIDITY: UIDs only grow while UIDVALIDITY stays, so (cursor+1):* is
 * exactly the new mail. A different UIDVALIDITY means the server renumbered the mailbox; the old
 * cursor then says nothing, and reading starts again at the current end (UIDNEXT-1) without
 * returning the mail already there. The mailbox is opened read-only (EXAMINE): reading never marks
 * a message as seen.
 */
const SOCKET_TIMEOUT_MS = 60_000;
/** The start of each message fetched for its headers and text; attachments beyond it are not downloaded. */
export const IMAP_SOURCE_MAX = 512 * 1024;

const label = (account: MailAccount) => PROVIDERS[account.provider].label;

async function credentials(deps: ReaderDeps, account: MailAccount, refreshed: boolean): Promise<MailAuth> {
  if (account.auth_type !== 'oauth') {
    return { user: account.email, pass: await asReadError(async () => deps.credentials.appPassword(account)) };
  }
  const token = refreshed
    ? await asReadError(() => deps.credentials.refreshedToken(account))
    : await asReadError(() => deps.credentials.accessToken(account));
  return { user: account.email, accessToken: token };
}

const connect = (deps: ReaderDeps, account: MailAccount, creds: MailAuth): Promise<ImapFlow> =>
  connectImap(deps.config, PROVIDERS[account.provider].servers!(deps.config).imap, creds, SOCKET_TIMEOUT_MS);

/** Signs in (an XOAUTH2 token refused once is refreshed once), runs `work` on INBOX read-only, signs out. */
async function withInbox<T>(
  deps: ReaderDeps,
  account: MailAccount,
  work: (imap: ImapFlow, box: { uidValidity: string; uidNext: number; exists: number }) => Promise<T>,
): Promise<T> {
  let imap: ImapFlow;
  try {
    try {
      imap = await connect(deps, account, await credentials(deps, account, false));
    } catch (err) {
      if (!(authFailed(err) && account.auth_type === 'oauth')) throw err;
      imap = await connect(deps, account, await credentials(deps, account, true));
    }
  } catch (err) {
    throw imapFailure(account, err);
  }
  try {
    const lock = await imap.getMailboxLock('INBOX', { readOnly: true });
    try {
      const box = imap.mailbox;
      if (!box) throw new Error('INBOX is not open');
      return await work(imap, { uidValidity: String(box.uidValidity), uidNext: box.uidNext, exists: box.exists });
    } finally {
      lock.release();
    }
  } catch (err) {
    throw imapFailure(account, err);
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}

const authFailed = (err: unknown) => (err as { authenticationFailed?: boolean }).authenticationFailed === true;

function imapFailure(account: MailAccount, err: unknown): ReadError {
  if (err instanceof ReadError) return err;
  if (authFailed(err)) {
    return new ReadError('permanent', `Could not sign in to ${label(account)} mail (IMAP). Reconnect the account.`);
  }
  return new ReadError('retry', `Could not read ${label(account)} mail (IMAP). Will try again.`);
}

const FETCH_QUERY = { uid: true, internalDate: true, source: { maxLength: IMAP_SOURCE_MAX } } as const;

async function toMessage(account: MailAccount, msg: FetchMessageObject): Promise<IncomingMessage> {
  const parsed = await parseMime(msg.source ?? Buffer.alloc(0));
  const received = msg.internalDate ? new Date(msg.internalDate).getTime() : NaN;
  return fromParsed(parsed, {
    accountId: account.id,
    providerId: String(msg.uid),
    threadId: null,
    receivedAt: Number.isNaN(received) ? null : received,
  });
}

export function readImap(
  deps: ReaderDeps,
  account: MailAccount,
  cursor: MailCursor | null,
  limit: number,
): Promise<ReadResult> {
  return withInbox(deps, account, async (imap, box) => {
    const end = Math.max(0, box.uidNext - 1);
    if (!cursor || cursor.uidValidity !== box.uidValidity || !/^\d+$/.test(cursor.cursor)) {
      return { messages: [], cursor: String(end), uidValidity: box.uidValidity, more: false, reset: true };
    }
    const last = Number(cursor.cursor);
    const same: ReadResult = {
      messages: [],
      cursor: cursor.cursor,
      uidValidity: box.uidValidity,
      more: false,
      reset: false,
    };
    if (end <= last) return same;
    // "n:*" always includes the highest UID, even one below n: keep only the UIDs past the cursor.
    const found = (await imap.search({ uid: `${last + 1}:*` }, { uid: true })) || [];
    const uids = found.filter((uid) => uid > last).sort((a, b) => a - b);
    if (uids.length === 0) return { ...same, cursor: String(end) };
    const batch = uids.slice(0, limit);
    const messages: IncomingMessage[] = [];
    for await (const msg of imap.fetch(batch.join(','), FETCH_QUERY, { uid: true })) {
      messages.push(await toMessage(account, msg));
    }
    messages.sort((a, b) => Number(a.providerId) - Number(b.providerId));
    const more = uids.length > batch.length;
    // A batch that took everything moves the cursor to the end, past UIDs of mail already expunged.
    const next = more ? batch[batch.length - 1]! : Math.max(batch[batch.length - 1]!, end);
    return { messages, cursor: String(next), uidValidity: box.uidValidity, more, reset: false };
  });
}

/** The newest `count` messages of INBOX by sequence number, newest first. */
export function recentImap(deps: ReaderDeps, account: MailAccount, count: number): Promise<IncomingMessage[]> {
  return withInbox(deps, account, async (imap, box) => {
    if (box.exists === 0 || count <= 0) return [];
    const messages: IncomingMessage[] = [];
    const range = `${Math.max(1, box.exists - count + 1)}:*`;
    for await (const msg of imap.fetch(range, FETCH_QUERY)) messages.push(await toMessage(account, msg));
    return messages.sort((a, b) => Number(b.providerId) - Number(a.providerId));
  });
}
