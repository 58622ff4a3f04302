import type { MailAccount } from '../mail-account.js';
import { apiGet, jsonOf } from './api-fetch.js';
import type { IncomingMessage } from './incoming-message.js';
import { decodeEntities, fromParsed, mapLimit, parseMime } from './message-fields.js';
import type { ReaderDeps, ReadResult } from './reader-types.js';

/**
 * New Gmail mail by history id. users.history.list with historyTypes=messageAdded and
 * labelId=INBOX lists what arrived in the inbox after a history id; the answer's own `historyId`
 * is the mailbox's current one, the next start. Gmail keeps history for about a week: an older
 * start answers 404, and reading then starts again from the current id (users.getProfile), so the
 * mail in between is not triggered on rather than triggered late.
 * https://developers.google.com/gmail/api/guides/sync
 */
const base = (deps: ReaderDeps) => `${deps.config.GMAIL_API_URL}/gmail/v1/users/me`;

/** A message at most this big (Gmail's estimate) is fetched whole for its text; a bigger one gives its snippet. */
export const GMAIL_RAW_MAX = 2_000_000;
const PARALLEL = 5;

interface HistoryPage {
  history?: { id: string; messagesAdded?: { message: { id: string; threadId?: string } }[] }[];
  nextPageToken?: string;
  historyId?: string;
}

interface GmailMessage {
  id: string;
  threadId?: string;
  labelIds?: string[];
  snippet?: string;
  internalDate?: string;
  sizeEstimate?: number;
  payload?: { headers?: { name: string; value: string }[] };
  raw?: string;
}

async function currentHistoryId(deps: ReaderDeps, account: MailAccount): Promise<string> {
  const profile = await jsonOf<{ historyId: string }>(account, await apiGet(deps, account, `${base(deps)}/profile`));
  return String(profile.historyId);
}

export async function readGmail(
  deps: ReaderDeps,
  account: MailAccount,
  cursor: string | null,
  limit: number,
): Promise<ReadResult> {
  const fresh = async (reset: boolean): Promise<ReadResult> => ({
    messages: [],
    cursor: await currentHistoryId(deps, account),
    uidValidity: null,
    more: false,
    reset,
  });
  if (!cursor) return fresh(true);

  const ids: string[] = [];
  const seen = new Set<string>();
  let pageToken: string | undefined;
  let next = cursor;
  let more = false;
  for (;;) {
    const q = new URLSearchParams({
      startHistoryId: cursor,
      historyTypes: 'messageAdded',
      labelId: 'INBOX',
      maxResults: '500',
    });
    if (pageToken) q.set('pageToken', pageToken);
    const res = await apiGet(deps, account, `${base(deps)}/history?${q.toString()}`);
    if (res.status === 404) {
      await res.body?.cancel();
      return fresh(true);
    }
    const page = await jsonOf<HistoryPage>(account, res);
    for (const record of page.history ?? []) {
      for (const { message } of record.messagesAdded ?? []) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        ids.push(message.id);
      }
      // Stop after a whole record once the batch is full: its id is where the next read starts.
      if (ids.length >= limit) {
        next = record.id;
        more = true;
        break;
      }
    }
    if (more) break;
    if (!page.nextPageToken) {
      next = page.historyId ? String(page.historyId) : next;
      break;
    }
    pageToken = page.nextPageToken;
  }
  const messages = await mapLimit(ids, PARALLEL, (id) => getMessage(deps, account, id));
  return {
    messages: messages.filter((m): m is IncomingMessage => m !== null),
    cursor: next,
    uidValidity: null,
    more,
    reset: false,
  };
}

/** The newest `count` messages of the inbox, newest first (users.messages.list, then each one). */
export async function recentGmail(deps: ReaderDeps, account: MailAccount, count: number): Promise<IncomingMessage[]> {
  const q = new URLSearchParams({ maxResults: String(count), q: 'in:inbox' });
  const list = await jsonOf<{ messages?: { id: string }[] }>(
    account,
    await apiGet(deps, account, `${base(deps)}/messages?${q.toString()}`),
  );
  const ids = (list.messages ?? []).map((m) => m.id);
  const messages = await mapLimit(ids, PARALLEL, (id) => getMessage(deps, account, id));
  return messages.filter((m): m is IncomingMessage => m !== null);
}

/**
 * One message: its headers (format=metadata), then the whole message (format=raw) for the body
 * text when it is small enough. null when it was deleted in the meantime.
 */
async function getMessage(deps: ReaderDeps, account: MailAccount, id: string): Promise<IncomingMessage | null> {
  const url = `${base(deps)}/messages/${encodeURIComponent(id)}`;
  const metaRes = await apiGet(deps, account, `${url}?format=metadata`);
  if (metaRes.status === 404) {
    await metaRes.body?.cancel();
    return null;
  }
  const meta = await jsonOf<GmailMessage>(account, metaRes);
  const fields = {
    accountId: account.id,
    providerId: meta.id,
    threadId: meta.threadId ?? null,
    receivedAt: meta.internalDate ? Number(meta.internalDate) : null,
  };
  if ((meta.sizeEstimate ?? 0) <= GMAIL_RAW_MAX) {
    const rawRes = await apiGet(deps, account, `${url}?format=raw`);
    if (rawRes.status === 404) {
      await rawRes.body?.cancel();
      return null;
    }
    const full = await jsonOf<GmailMessage>(account, rawRes);
    if (full.raw) return fromParsed(await parseMime(Buffer.from(full.raw, 'base64url')), fields);
  }
  // Too big to fetch whole: the headers Gmail listed and its snippet of the text.
  const headerBlock = (meta.payload?.headers ?? []).map((h) => `${h.name}: ${h.value}`).join('\r\n');
  const parsed = await parseMime(`${headerBlock}\r\n\r\n`);
  return fromParsed(parsed, { ...fields, text: decodeEntities(meta.snippet ?? '') });
}
