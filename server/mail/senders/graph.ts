import type { MailAccount } from '../mail-account.js';
import type { OutgoingMail, SentLookup } from '../compose-mime.js';
import { AUTOMATED_HEADERS, messageIdFor } from '../compose-mime.js';
import { fetchWithToken, providerRefusal, type SenderDeps } from './oauth-fetch.js';

/**
 * Outlook through Microsoft Graph: POST /me/sendMail answers 202 with no body and, with
 * saveToSentItems, files the copy in Sent Items. We set internetMessageId to our own Message-ID so
 * the message can be found there later.
 * https://learn.microsoft.com/en-us/graph/api/user-sendmail
 *
 * Replies: Graph takes only custom `x-` headers in internetMessageHeaders, so a message sent with
 * sendMail cannot carry In-Reply-To or References. A reply therefore goes through the message it
 * answers (found in the mailbox by its Message-ID): POST /me/messages/{id}/reply, which threads it
 * in the conversation and sets those headers itself (202, filed in Sent Items). Graph gives such a
 * reply its own Message-ID, so after a lost answer it cannot be looked up and becomes 'uncertain'
 * instead of being sent twice. When the original is not in the mailbox any more, the reply goes
 * out as a new message with the outbox subject.
 * Automated mail carries X-Auto-Response-Suppress (an x- header Graph allows) on sendMail;
 * Auto-Submitted is not an x- header and cannot be set through Graph.
 */
export async function sendViaGraph(
  deps: SenderDeps,
  account: MailAccount,
  mail: OutgoingMail,
  beforeSend?: () => Promise<void>,
): Promise<void> {
  const original = mail.inReplyTo ? await findOriginal(deps, account, mail.inReplyTo) : null;
  const toRecipients = mail.to.map((address) => ({ emailAddress: { address } }));
  const body = { contentType: 'Text', content: mail.text };
  const [url, payload] = original
    ? [
        `${deps.config.GRAPH_API_URL}/me/messages/${encodeURIComponent(original)}/reply`,
        { message: { toRecipients, body } },
      ]
    : [
        `${deps.config.GRAPH_API_URL}/me/sendMail`,
        {
          message: {
            subject: mail.subject,
            body,
            toRecipients,
            internetMessageId: messageIdFor(mail.outboxId),
            ...(mail.automated
              ? {
                  internetMessageHeaders: [
                    { name: 'X-Auto-Response-Suppress', value: AUTOMATED_HEADERS['X-Auto-Response-Suppress'] },
                  ],
                }
              : {}),
          },
          saveToSentItems: true,
        },
      ];
  const res = await fetchWithToken(
    deps,
    account,
    url,
    { method: 'POST', body: JSON.stringify(payload) },
    'uncertain',
    beforeSend,
  );
  if (!res.ok) throw await providerRefusal(account, res);
  await res.body?.cancel();
}

/**
 * The Graph id of the message with this Message-ID in the mailbox, or null. A passing failure
 * (429, 5xx) is a SendError to retry: the reply should not lose its thread to a hiccup.
 */
async function findOriginal(deps: SenderDeps, account: MailAccount, messageId: string): Promise<string | null> {
  const q = new URLSearchParams({
    $filter: `internetMessageId eq '${messageId.replaceAll("'", "''")}'`,
    $select: 'id',
    $top: '1',
  });
  const res = await fetchWithToken(
    deps,
    account,
    `${deps.config.GRAPH_API_URL}/me/messages?${q.toString()}`,
    { method: 'GET' },
    'retry',
  );
  if (res.status === 429 || res.status >= 500) throw await providerRefusal(account, res);
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  try {
    const found = (await res.json()) as { value?: { id?: unknown }[] };
    const id = found.value?.[0]?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Looks for our Message-ID in Sent Items. Graph delivers after answering 202, so a message not (yet)
 * there proves nothing: only "found" is an answer.
 */
export async function findInGraph(deps: SenderDeps, account: MailAccount, messageId: string): Promise<SentLookup> {
  const q = new URLSearchParams({
    $filter: `internetMessageId eq '${messageId.replaceAll("'", "''")}'`,
    $select: 'id',
    $top: '1',
  });
  const url = `${deps.config.GRAPH_API_URL}/me/mailFolders/sentitems/messages?${q.toString()}`;
  try {
    const res = await fetchWithToken(deps, account, url, { method: 'GET' }, 'retry');
    if (!res.ok) return undefined;
    const found = (await res.json()) as { value?: { id?: unknown }[] };
    const first = found.value?.[0];
    return first ? { found: true, providerMessageId: typeof first.id === 'string' ? first.id : null } : undefined;
  } catch {
    return undefined;
  }
}
