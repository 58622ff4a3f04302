import { messageIdFor, SendError, type OutgoingMail, type SentLookup } from './compose-mime.js';
import type { MailAccount, OutboxMessage } from './mail-account.js';
import { PROVIDERS } from './providers.js';
import { findInGmail, sendViaGmail } from './senders/gmail.js';
import { findInGraph, sendViaGraph } from './senders/graph.js';
import type { SenderDeps } from './senders/oauth-fetch.js';
import { sendViaSmtp, type SmtpCredentials, type SmtpPools } from './senders/smtp.js';

/**
 * An outbox message through the account's provider (server/mail/providers.ts): Gmail API, Graph,
 * or SMTP with the app password or XOAUTH2; and, where the provider can say, whether a message
 * we may have sent is there. Errors are SendErrors (compose-mime.ts).
 */
export interface DeliverDeps extends SenderDeps {
  pools: SmtpPools;
}

export const transportOf = (account: MailAccount) => PROVIDERS[account.provider].transport;

export function outgoingMail(row: OutboxMessage, account: MailAccount): OutgoingMail {
  return {
    outboxId: row.id,
    from: { name: account.display_name, address: account.email },
    to: row.to.split(',').map((s) => s.trim()),
    subject: row.subject,
    text: row.body,
    date: row.send_at,
    automated: row.automated === 1,
    inReplyTo: row.in_reply_to,
    references: row.references,
    threadId: row.thread_id,
  };
}

/**
 * Commits how far a delivery got, before the step it guards ('data': the SMTP envelope was accepted
 * and the data goes next; 'request': a Gmail or Graph send request goes next). If it throws, that
 * step does not run. A signed-in SMTP session is not a stage of its own: like 'none', it proves only
 * that no data went out, so recording it would cost each message a write and tell nothing more.
 */
export type RecordStage = (stage: 'data' | 'request') => Promise<void>;

export interface Delivered {
  providerMessageId: string | null;
  /** Kept as last_error of a sent message, e.g. recipients the server refused. */
  note?: string | null;
}

export async function deliver(
  deps: DeliverDeps,
  account: MailAccount,
  mail: OutgoingMail,
  raw: Buffer,
  record: RecordStage = async () => {},
): Promise<Delivered> {
  switch (transportOf(account)) {
    case 'gmail_api':
      return sendViaGmail(deps, account, raw, () => record('request'), mail.threadId);
    case 'graph':
      await sendViaGraph(deps, account, mail, () => record('request'));
      return { providerMessageId: null };
    case 'imap_smtp': {
      const hooks = { beforeData: () => record('data') };
      const send = (creds: SmtpCredentials) =>
        sendViaSmtp(deps.pools.get(account, creds), account, mail.to, raw, hooks);
      let sent: Awaited<ReturnType<typeof sendViaSmtp>>;
      try {
        sent = await send(await smtpCredentials(deps, account));
      } catch (err) {
        // An XOAUTH2 sign-in refused with the current token: refresh it once and try again.
        if (!(err instanceof SendError && err.authRefused && account.auth_type === 'oauth')) throw err;
        sent = await send({ user: account.email, accessToken: await deps.credentials.refreshedToken(account) });
      }
      const note = sent.rejected.length > 0 ? `Not delivered to: ${sent.rejected.join(', ')}` : null;
      return { providerMessageId: sent.providerMessageId, note };
    }
  }
}

/** Whether the provider has the message, where it can tell (undefined: it cannot). */
export function lookUp(deps: DeliverDeps, account: MailAccount, row: Pick<OutboxMessage, 'id'>): Promise<SentLookup> {
  const transport = transportOf(account);
  if (transport === 'gmail_api') return findInGmail(deps, account, messageIdFor(row.id));
  if (transport === 'graph') return findInGraph(deps, account, messageIdFor(row.id));
  return Promise.resolve(undefined);
}

export async function smtpCredentials(deps: DeliverDeps, account: MailAccount): Promise<SmtpCredentials> {
  if (account.auth_type === 'oauth') {
    return { user: account.email, accessToken: await deps.credentials.accessToken(account) };
  }
  return { user: account.email, pass: deps.credentials.appPassword(account) };
}
