import type { MailAccount } from '../mail-account.js';
import type { SentLookup } from '../compose-mime.js';
import { fetchWithToken, providerRefusal, type SenderDeps } from './oauth-fetch.js';

/**
 * Gmail through the Gmail API: users.messages.send takes the RFC 2822 message as base64url `raw`
 * and answers `{ id, threadId, labelIds }`; Gmail files the copy in Sent itself. A reply names the
 * conversation it belongs to (`threadId`): Gmail files it there when the raw message's
 * In-Reply-To/References and Subject agree, which compose-mime sees to.
 * https://developers.google.com/gmail/api/reference/rest/v1/users.messages/send
 */
export async function sendViaGmail(
  deps: SenderDeps,
  account: MailAccount,
  raw: Buffer,
  beforeSend?: () => Promise<void>,
  threadId?: string | null,
): Promise<{ providerMessageId: string | null }> {
  const url = `${deps.config.GMAIL_API_URL}/gmail/v1/users/me/messages/send`;
  const body = JSON.stringify({ raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) });
  const res = await fetchWithToken(deps, account, url, { method: 'POST', body }, 'uncertain', beforeSend);
  if (!res.ok) throw await providerRefusal(account, res);
  try {
    const sent = (await res.json()) as { id?: unknown };
    return { providerMessageId: typeof sent.id === 'string' ? sent.id : null };
  } catch {
    // Accepted (2xx) even if the answer was cut short.
    return { providerMessageId: null };
  }
}

/**
 * Looks for our Message-ID among the account's messages (users.messages.list with
 * `q=rfc822msgid:`). Gmail files a sent message as it accepts it, so "none" means it was not sent.
 */
export async function findInGmail(deps: SenderDeps, account: MailAccount, messageId: string): Promise<SentLookup> {
  const q = new URLSearchParams({ q: `rfc822msgid:${messageId.replace(/^<|>$/g, '')}`, maxResults: '1' });
  const url = `${deps.config.GMAIL_API_URL}/gmail/v1/users/me/messages?${q.toString()}`;
  try {
    const res = await fetchWithToken(deps, account, url, { method: 'GET' }, 'retry');
    if (!res.ok) return undefined;
    const found = (await res.json()) as { messages?: { id?: unknown }[] };
    const first = found.messages?.[0];
    if (!first) return { found: false };
    return { found: true, providerMessageId: typeof first.id === 'string' ? first.id : null };
  } catch {
    return undefined;
  }
}
