import type MailComposer from 'nodemailer/lib/mail-composer';

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

type MailComposerClass = typeof MailComposer;
type MimeNode = ReturnType<InstanceType<MailComposerClass>['compile']>;
let composerModule: Promise<MailComposerClass> | undefined;
// Loaded with the first message sent, like the rest of the mail libraries (decision 006).
const loadComposer = () => (composerModule ??= import('nodemailer/lib/mail-composer').then((m) => m.default));

/** What nodemailer's MailComposer is given for a message (exported for the test that compares outputs). */
export function composerOptions(mail: OutgoingMail) {
  return {
    from: mail.from.name ? { name: mail.from.name, address: mail.from.address } : mail.from.address,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: messageIdFor(mail.outboxId),
    date: new Date(mail.date),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references ? { references: mail.references } : {}),
    ...(mail.automated ? { headers: { ...AUTOMATED_HEADERS } } : {}),
  };
}

export async function composeMime(mail: OutgoingMail): Promise<Buffer> {
  const Composer = await loadComposer();
  const root = new Composer(composerOptions(mail)).compile();
  return asIs(root) ?? root.build();
}

/**
 * The bytes nodemailer's build() streams for a single text part it sends as it is (7bit: ASCII
 * with short lines), written directly: its own headers, a blank line, the text, and a final line
 * break if the text has none. The stream pipeline build() sets up for that is most of the cost of
 * composing a short message. Anything else (encoded text, several parts) goes through build().
 */
function asIs(root: MimeNode): Buffer | undefined {
  const text = root.content;
  if (root.childNodes.length > 0 || root.newline || typeof text !== 'string') return undefined;
  if (root.getTransferEncoding() !== '7bit') return undefined;
  const end = text.endsWith('\n') ? '' : text.endsWith('\r') ? '\n' : '\r\n';
  return Buffer.from(`${root.buildHeaders()}\r\n\r\n${text}${end}`, 'utf8');
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
