import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { MESSAGE_ID_DOMAIN } from '../mail/compose-mime.js';

/**
 * Messages an automation must never act on, whatever its trigger matched: mail this product sent,
 * mail the user sent from a linked address, and mail sent by machines (auto-replies, bounces,
 * mailing lists, bulk senders, addresses that take no replies). Answering those is how two
 * auto-responders end up writing to each other forever, or how a list of thousands gets a reply.
 * Pure: the mail triggers and the dry run give the same answer for the same message.
 *
 * Returns the reason, in words the run history shows, or null when the message may trigger.
 */
export function loopGuardReason(message: IncomingMessage, ownAddresses: readonly string[]): string | null {
  const h = message.headers;

  // Every message this product sends has a Message-ID of ours (compose-mime's messageIdFor).
  if (message.messageId.toLowerCase().endsWith(`@${MESSAGE_ID_DOMAIN}>`)) return 'Skipped: sent by AgentOps itself';

  const from = message.from?.trim().toLowerCase() ?? '';
  // An empty envelope sender or From is what delivery reports and bounces carry.
  if (!from || h['return-path']?.trim() === '<>') return 'Skipped: no sender address (a bounce or delivery report)';

  const own = new Set(ownAddresses.map((a) => a.trim().toLowerCase()));
  if (own.has(from)) return `Skipped: sent from your own address (${from})`;

  const autoSubmitted = headerToken(h['auto-submitted']);
  if (autoSubmitted && autoSubmitted !== 'no')
    return `Skipped: sent automatically (Auto-Submitted: ${h['auto-submitted']!.trim()})`;
  // Older auto-responders mark themselves with these instead, and mail robots stamp X-Loop.
  for (const name of ['x-autoreply', 'x-autorespond', 'x-auto-reply', 'x-loop'] as const) {
    if (h[name] !== undefined) return `Skipped: sent automatically (${headerName(name)})`;
  }

  // Microsoft's way of saying "this is automatic, do not answer it automatically".
  const suppress = h['x-auto-response-suppress'];
  if (suppress && /(^|[\s,])(all|autoreply|oof)($|[\s,])/i.test(suppress))
    return `Skipped: the sender asked for no automatic replies (X-Auto-Response-Suppress: ${suppress.trim()})`;

  const precedence = headerToken(h.precedence);
  if (precedence === 'bulk' || precedence === 'list' || precedence === 'junk')
    return `Skipped: ${precedence === 'list' ? 'mailing list' : precedence} mail (Precedence: ${precedence})`;

  const listHeader = Object.keys(h)
    .filter((name) => name.startsWith('list-'))
    .sort((a, b) => (a === 'list-id' ? -1 : b === 'list-id' ? 1 : a.localeCompare(b)))[0];
  if (listHeader) return `Skipped: mailing list mail (${headerName(listHeader)})`;

  const robot = robotSender(from);
  if (robot) return `Skipped: ${robot} (${from})`;

  return null;
}

/** The value before any parameters (`auto-replied; owner=x` -> `auto-replied`), lower-case. */
function headerToken(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/** `list-unsubscribe` -> `List-Unsubscribe`, for the reason text. */
const headerName = (name: string) =>
  name
    .split('-')
    .map((part) => (part === 'id' ? 'Id' : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('-');

/**
 * Local parts of addresses that take no replies, written with or without separators and alone or
 * as one part of the name: no-reply, noreply, do_not_reply, donotreply-billing, alerts.noreply.
 */
const NO_REPLY = /(^|[-_.+])(no|do[-_.]?not|dont)[-_.]?reply($|[-_.+])/;
/** The mail system itself: bounces, postmasters, list servers. */
const MAIL_SYSTEM = new Set(['mailer-daemon', 'postmaster', 'listserv', 'majordomo', 'mailman']);

/** Why a sender address is a machine's, or null. */
function robotSender(address: string): string | null {
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  if (NO_REPLY.test(local)) return 'the sender does not take replies';
  if (MAIL_SYSTEM.has(local)) return 'a mail system address';
  // List software sends from owner-<list> and <list>-request.
  if (local.startsWith('owner-') || local.endsWith('-request') || /-request\+/.test(local))
    return 'a mailing list address';
  return null;
}
