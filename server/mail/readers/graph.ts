import type { MailAccount } from '../mail-account.js';
import { PROVIDERS } from '../providers.js';
import { apiGet, jsonOf } from './api-fetch.js';
import type { IncomingMessage } from './incoming-message.js';
import { angled, cutText, htmlToText, keptHeaders } from './message-fields.js';
import { ReadError, type ReaderDeps, type ReadResult } from './reader-types.js';

/**
 * New Outlook mail by Graph delta on the inbox. A round of delta calls follows @odata.nextLink
 * pages and ends with an @odata.deltaLink, which the next round starts from; either link is the
 * stored cursor. The first round asks only for messages created (changeType=created, so a message
 * marked read does not come back) and received from a few minutes ago on (so the round is short;
 * should Graph refuse that filter, the round walks the whole inbox), and its messages are not
 * returned: old mail never triggers. An expired link (410, or a sync state
 * Graph no longer has) starts a new first round.
 * https://learn.microsoft.com/en-us/graph/delta-query-messages
 */
export const GRAPH_SELECT = [
  'id',
  'internetMessageId',
  'internetMessageHeaders',
  'from',
  'toRecipients',
  'subject',
  'body',
  'conversationId',
  'receivedDateTime',
].join(',');

/** Text bodies (instead of HTML) and pages of 50. */
const PREFER = { prefer: 'odata.maxpagesize=50, outlook.body-content-type="text"' };
/** The first round starts this long before now: a message arriving while it runs lands in a later round. */
const FIRST_ROUND_SLACK_MS = 5 * 60_000;

interface GraphMessage {
  id: string;
  '@removed'?: unknown;
  internetMessageId?: string | null;
  internetMessageHeaders?: { name: string; value: string }[] | null;
  from?: { emailAddress?: { name?: string | null; address?: string | null } } | null;
  toRecipients?: { emailAddress?: { address?: string | null } }[] | null;
  subject?: string | null;
  body?: { contentType?: string; content?: string } | null;
  conversationId?: string | null;
  receivedDateTime?: string | null;
}

interface DeltaPage {
  value?: GraphMessage[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** The sync state is gone: the link cannot be used again (documented as 410 Gone, with these codes). */
const EXPIRED = /syncStateNotFound|syncStateInvalid|resyncRequired/i;

const unfinished = (account: MailAccount) =>
  new ReadError(
    'retry',
    `${PROVIDERS[account.provider].label} ended a page of new mail without a link to the next. Will try again.`,
  );

export async function readGraph(
  deps: ReaderDeps,
  account: MailAccount,
  cursor: string | null,
  limit: number,
  now = Date.now(),
): Promise<ReadResult> {
  const api = deps.config.GRAPH_API_URL;
  const fresh = async (): Promise<ReadResult> => {
    const since = new Date(now - FIRST_ROUND_SLACK_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const q = new URLSearchParams({ changeType: 'created', $select: GRAPH_SELECT });
    const first = `${api}/me/mailFolders/inbox/messages/delta?${q.toString()}`;
    let link = `${first}&${new URLSearchParams({ $filter: `receivedDateTime ge ${since}` }).toString()}`;
    for (;;) {
      const res = await apiGet(deps, account, link, PREFER);
      if (res.status === 400 && link !== first && !link.includes('token=')) {
        // Graph has at times refused the received-time filter on delta: walk the whole inbox instead.
        await res.body?.cancel();
        link = first;
        continue;
      }
      const page = await jsonOf<DeltaPage>(account, res);
      const delta = page['@odata.deltaLink'];
      if (delta) return { messages: [], cursor: delta, uidValidity: null, more: false, reset: true };
      const nextLink = page['@odata.nextLink'];
      if (!nextLink) throw unfinished(account);
      link = nextLink;
    }
  };
  // The token goes only to the configured API: a stored link elsewhere is not followed.
  if (!cursor || !cursor.startsWith(`${api}/`)) return fresh();

  const messages: IncomingMessage[] = [];
  let link = cursor;
  for (;;) {
    const res = await apiGet(deps, account, link, PREFER);
    if (res.status === 410) {
      await res.body?.cancel();
      return fresh();
    }
    if (!res.ok) {
      const text = await res.clone().text();
      if (res.status === 400 && EXPIRED.test(text)) return fresh();
    }
    const page = await jsonOf<DeltaPage>(account, res);
    for (const m of page.value ?? []) if (!m['@removed']) messages.push(fromGraph(account, m));
    const delta = page['@odata.deltaLink'];
    const nextLink = page['@odata.nextLink'];
    if (delta) return { messages, cursor: delta, uidValidity: null, more: false, reset: false };
    if (!nextLink) throw unfinished(account);
    // A full batch stops at a page boundary: the next link is where the next read goes on.
    if (messages.length >= limit) return { messages, cursor: nextLink, uidValidity: null, more: true, reset: false };
    link = nextLink;
  }
}

/** The newest `count` messages of the inbox, newest first. */
export async function recentGraph(deps: ReaderDeps, account: MailAccount, count: number): Promise<IncomingMessage[]> {
  const q = new URLSearchParams({ $top: String(count), $orderby: 'receivedDateTime desc', $select: GRAPH_SELECT });
  const url = `${deps.config.GRAPH_API_URL}/me/mailFolders/inbox/messages?${q.toString()}`;
  const page = await jsonOf<{ value?: GraphMessage[] }>(account, await apiGet(deps, account, url, PREFER));
  return (page.value ?? []).map((m) => fromGraph(account, m));
}

export function fromGraph(account: MailAccount, m: GraphMessage): IncomingMessage {
  const headers = keptHeaders((m.internetMessageHeaders ?? []).map((h) => [h.name, h.value] as const));
  const sender = m.from?.emailAddress;
  const content = m.body?.content ?? '';
  const text = m.body?.contentType?.toLowerCase() === 'html' ? htmlToText(content) : content;
  const received = m.receivedDateTime ? Date.parse(m.receivedDateTime) : NaN;
  return {
    accountId: account.id,
    messageId: m.internetMessageId ? angled(m.internetMessageId) : m.id,
    providerId: m.id,
    threadId: m.conversationId ?? null,
    from: sender?.address ? sender.address.toLowerCase() : null,
    fromName: sender?.name || null,
    to: (m.toRecipients ?? []).map((r) => r.emailAddress?.address?.toLowerCase() ?? '').filter((a) => a !== ''),
    subject: m.subject ?? '',
    text: cutText(text.trim()),
    date: Number.isNaN(received) ? null : received,
    references: headers.references ?? null,
    headers,
  };
}
