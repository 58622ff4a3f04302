import type { AddressObject, ParsedMail } from 'mailparser';
import { INCOMING_TEXT_MAX, type IncomingMessage } from './incoming-message.js';

/**
 * Turning what a provider returns (RFC 5322 text, or Graph's JSON) into an IncomingMessage.
 * mailparser is loaded with the first message read, like the other mail libraries (decision 006).
 */
export async function parseMime(raw: Buffer | string): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  const parse = (input: Buffer | string) =>
    simpleParser(input, { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  try {
    return await parse(raw);
  } catch {
    // A body the parser cannot read must not stop the mail after it: keep the headers, drop the text.
    const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const end = bytes.indexOf('\r\n\r\n');
    try {
      return await parse(end >= 0 ? bytes.subarray(0, end + 4) : Buffer.alloc(0));
    } catch {
      return parse(Buffer.alloc(0));
    }
  }
}

/** The headers the loop guards and threading look at; everything else is dropped. */
const KEPT = new Set([
  'message-id',
  'in-reply-to',
  'references',
  'from',
  'sender',
  'reply-to',
  'return-path',
  'to',
  'auto-submitted',
  'precedence',
  'x-auto-response-suppress',
  'x-autoreply',
  'x-autorespond',
  'x-auto-reply',
  'x-loop',
]);
const kept = (name: string) => KEPT.has(name) || name.startsWith('list-') || name.startsWith('x-agentops');
/** A header value longer than this is cut: a References chain can grow long, and nothing else needs more. */
const HEADER_MAX = 2_000;

/** Lower-case name -> value of the kept headers; a repeated header keeps its first value. */
export function keptHeaders(pairs: Iterable<readonly [string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawName, value] of pairs) {
    const name = rawName.trim().toLowerCase();
    if (kept(name) && !(name in out)) out[name] = value.trim().slice(0, HEADER_MAX);
  }
  return out;
}

/** Header lines as mailparser keeps them ("Name: value", folded), as name/value pairs. */
function headerPairs(parsed: ParsedMail): [string, string][] {
  return parsed.headerLines.map(({ line }) => {
    const unfolded = line.replace(/\r?\n[ \t]+/g, ' ');
    const colon = unfolded.indexOf(':');
    return [unfolded.slice(0, colon), unfolded.slice(colon + 1)];
  });
}

export const cutText = (text: string) => (text.length > INCOMING_TEXT_MAX ? text.slice(0, INCOMING_TEXT_MAX) : text);

const firstAddress = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0];

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => a.address?.toLowerCase() ?? '')
    .filter((a) => a !== '');

export interface ProviderFields {
  accountId: string;
  providerId: string;
  threadId: string | null;
  /** The provider's received time, when the message has no usable Date header. */
  receivedAt?: number | null;
  /** Body text to use instead of the parsed one (a snippet, when the message was too big to fetch whole). */
  text?: string;
}

/** An IncomingMessage from a parsed RFC 5322 message (IMAP source, Gmail raw or headers). */
export function fromParsed(parsed: ParsedMail, p: ProviderFields): IncomingMessage {
  const sender = firstAddress(parsed.from);
  const references = Array.isArray(parsed.references) ? parsed.references.join(' ') : (parsed.references ?? null);
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.getTime() : null;
  return {
    accountId: p.accountId,
    messageId: parsed.messageId ? angled(parsed.messageId) : p.providerId,
    providerId: p.providerId,
    threadId: p.threadId,
    from: sender?.address ? sender.address.toLowerCase() : null,
    fromName: sender?.name || null,
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: cutText((p.text ?? parsed.text ?? '').trim()),
    date: date ?? p.receivedAt ?? null,
    references: references || null,
    headers: keptHeaders(headerPairs(parsed)),
  };
}

/** A Message-ID with its angle brackets, however it was written. */
export const angled = (id: string) => `<${id.trim().replace(/^<|>$/g, '')}>`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references (&amp; &#39; &#x27;) as text: Gmail's snippets and HTML bodies carry them. */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });

/**
 * A rough text rendering of an HTML body (Graph sends HTML when a message has no text part):
 * scripts and styles dropped, block ends as line breaks, tags removed, entities decoded.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Runs `fn` over `items` with at most `limit` calls at a time, keeping the order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
