/**
 * The message a user sends through a linked account, as RFC 2822 text, and the errors the senders
 * (server/mail/senders) report. The Message-ID is derived from the outbox id and the Date from
 * the scheduled time, so the same row always yields the same bytes: a later look-up by Message-ID
 * (Gmail's Sent mail, Graph's Sent Items, the IMAP Sent folder) finds exactly this message.
 */
export interface OutgoingMail {
  outboxId: string;
  from: { name: string | null; address: string };
  to: string[];
  subject: string;
  text: string;
  /** Epoch milliseconds for the Date header. */
  date: number;
  /** Sent by an automation, not typed by a person: marked so auto-responders stay quiet (RFC 3834). */
  automated?: boolean;
  /** A reply's threading: the Message-ID it answers and the chain before it. */
  inReplyTo?: string | null;
  references?: string | null;
  /** The provider's conversation (Gmail's threadId) the message belongs to. */
  threadId?: string | null;
}

/** What every automated message carries: no vacation replies or out-of-office answers back (RFC 3834). */
export const AUTOMATED_HEADERS = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' } as const;

export const MESSAGE_ID_DOMAIN = 'agentops';

export const messageIdFor = (outboxId: string) => `<${outboxId}@${MESSAGE_ID_DOMAIN}>`;

export async function composeMime(mail: OutgoingMail): Promise<Buffer> {
  // Loaded with the first message sent, like the rest of the mail libraries (decision 006).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from: mail.from.name ? { name: mail.from.name, address: mail.from.address } : mail.from.address,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: messageIdFor(mail.outboxId),
    date: new Date(mail.date),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    ...(mail.automated ? { headers: { ...AUTOMATED_HEADERS } } : {}),
  });
  return composer.compile().build();
}

/**
 * How a send failed, which decides what happens next:
 * - retry: not sent, and worth another try later (network down before the message left, 4xx, 5xx of an API);
 * - permanent: not sent, and trying again will not help (recipient refused, account must be re-linked);
 * - uncertain: the provider may have accepted it (the connection broke after the message was handed over).
 * The message is shown to the user: it never carries a token or password.
 */
export type SendFailure = 'retry' | 'permanent' | 'uncertain';

export class SendError extends Error {
  override name = 'SendError';
  constructor(
    readonly failure: SendFailure,
    message: string,
    /** The provider refused the credentials (a fresh OAuth token may fix it). */
    readonly authRefused = false,
  ) {
    super(message);
  }
}

/** What a provider said about a message we may have sent before: found (with its id), absent, or cannot tell. */
export type SentLookup = { found: true; providerMessageId: string | null } | { found: false } | undefined;
