import { splitAddresses, splitKeywords } from '../../common/schemas/automations.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import type { AutomationRow } from './automation-actions.js';

/**
 * Whether an incoming message matches a keyword or sender trigger, and the condition in words
 * ('keyword "invoice" in the subject', 'sender alice@example.com'), which the run history and the
 * dry run show. Pure.
 */
export function matchTrigger(
  a: Pick<AutomationRow, 'trigger_type' | 'trigger_value'>,
  message: IncomingMessage,
): string | null {
  if (a.trigger_type === 'keyword') return matchKeywords(a.trigger_value, message);
  if (a.trigger_type === 'sender') return matchSender(a.trigger_value, message);
  return null;
}

/**
 * Any of the comma-separated keywords, case-insensitive, as whole words: "invoice" matches
 * "Invoice #12" and "your invoice." but not "invoiced"; a phrase matches across any run of spaces
 * or line breaks. The subject is looked at before the body.
 */
export function matchKeywords(triggerValue: string, message: Pick<IncomingMessage, 'subject' | 'text'>) {
  const keywords = splitKeywords(triggerValue);
  for (const [where, text] of [
    ['subject', message.subject],
    ['body', message.text],
  ] as const) {
    for (const keyword of keywords) {
      if (keywordPattern(keyword).test(text)) return `keyword "${keyword}" in the ${where}`;
    }
  }
  return null;
}

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

function keywordPattern(keyword: string): RegExp {
  const body = keyword
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(String.raw`\s+`);
  // A boundary is only asked for where the keyword itself begins or ends with a word character:
  // "#urgent" or "c++" match wherever they stand.
  const before = /^[\p{L}\p{N}_]/u.test(keyword) ? `(?<!${WORD_CHAR})` : '';
  const after = /[\p{L}\p{N}_]$/u.test(keyword) ? `(?!${WORD_CHAR})` : '';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

/**
 * One of the sender entries: an address (equal, case-insensitive), `@example.com` (that domain
 * exactly) or `.example.com` (that domain and its subdomains). An entry written as
 * `Name <address>` counts as its address.
 */
export function matchSender(triggerValue: string, message: Pick<IncomingMessage, 'from'>) {
  const from = message.from?.trim().toLowerCase();
  if (!from) return null;
  const domain = from.slice(from.lastIndexOf('@') + 1);
  for (const raw of splitAddresses(triggerValue)) {
    const entry = (/<([^>]+)>/.exec(raw)?.[1] ?? raw).trim().toLowerCase();
    const hit =
      entry === from ||
      (entry.startsWith('@') && domain === entry.slice(1)) ||
      (entry.startsWith('*@') && domain === entry.slice(2)) ||
      (entry.startsWith('.') && (domain === entry.slice(1) || domain.endsWith(entry)));
    if (hit) return `sender ${from}`;
  }
  return null;
}
