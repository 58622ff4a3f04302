/**
 * A message that arrived in a linked mailbox, as the mail triggers read it, whichever provider it
 * came from (Gmail API, Microsoft Graph, IMAP). Header names are lower-case; only the headers the
 * loop guards and threading need are kept.
 */
export interface IncomingMessage {
  accountId: string;
  /** The RFC 5322 Message-ID with its angle brackets; the provider's id when a message has none. */
  messageId: string;
  /** The provider's own id (Gmail message id, Graph id, IMAP UID as text). */
  providerId: string;
  /** The provider's conversation id (Gmail threadId, Graph conversationId); null for IMAP. */
  threadId: string | null;
  /** The sender's address, lower-case; null when the message has none (a bounce's `<>`). */
  from: string | null;
  fromName: string | null;
  to: string[];
  subject: string;
  /** The plain-text body (or a text rendering of the HTML), cut to a reasonable length. */
  text: string;
  /** Epoch ms of the Date header or the provider's received time. */
  date: number | null;
  /** The References chain, space separated, as received. */
  references: string | null;
  /** Lower-case header name -> value, for the loop guards (auto-submitted, precedence, list-*, x-agentops-*). */
  headers: Record<string, string>;
}

/** The body text a message keeps in memory and in templates. */
export const INCOMING_TEXT_MAX = 20_000;
