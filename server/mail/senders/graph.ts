import type { MailAccount } from '../mail-account.js';
import type { OutgoingMail, SentLookup } from '../compose-mime.js';
import { messageIdFor } from '../compose-mime.js';
import { fetchWithToken, providerRefusal, type SenderDeps } from './oauth-fetch.js';

/**
 * Outlook through Microsoft Graph: POST /me/sendMail answers 202 with no body and, with
 * saveToSentItems, files the copy in Sent Items. We set internetMessageId to our own Message-ID so
 * the message can be found there later.
 * https://learn.microsoft.com/en-us/graph/api/user-sendmail
 */
export async function sendViaGraph(
  deps: SenderDeps,
  account: MailAccount,
  mail: OutgoingMail,
  beforeSend?: () => Promise<void>,
): Promise<void> {
  const body = JSON.stringify({
    message: {
      subject: mail.subject,
      body: { contentType: 'Text', content: mail.text },
      toRecipients: mail.to.map((address) => ({ emailAddress: { address } })),
      internetMessageId: messageIdFor(mail.outboxId),
    },
    saveToSentItems: true,
  });
  const res = await fetchWithToken(
    deps,
    account,
    `${deps.config.GRAPH_API_URL}/me/sendMail`,
    { method: 'POST', body },
    'uncertain',
    beforeSend,
  );
  if (!res.ok) throw await providerRefusal(account, res);
  await res.body?.cancel();
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
