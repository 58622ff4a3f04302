import { EMAIL_LENGTHS, EMAIL_TONES, type EmailLength, type EmailTone } from '@common/email-ai-constants';

/**
 * The chat can hand the compose form a request: the model is asked (in an addition to the
 * assistant's system prompt) to end a reply that writes an email with a fenced ```compose block of
 * JSON, which the chat shows as a "Fill compose form" button instead of as text.
 */
export const COMPOSE_BLOCK_INSTRUCTION = [
  'This chat sits beside a compose form that generates, saves and sends the email.',
  'When the user wants an email written, end your reply with a fenced code block whose language is `compose`, holding one JSON object with these fields:',
  'to (recipient addresses, comma-separated, or "" when unknown), subject (a short subject line), context (everything the email must say: purpose, key points, names, dates and the action wanted), tone (one of professional, casual, formal, friendly) and length (one of brief, medium, detailed).',
  'Example:\n```compose\n{"to":"sam@example.com","subject":"Atlas status","context":"Tell Sam the Atlas project is on track for the review on 12 May.","tone":"professional","length":"brief"}\n```',
  'Write the block only when an email is wanted, at most once per reply, and never mention it.',
].join('\n');

export interface ComposeRequestDraft {
  to: string;
  subject: string;
  context: string;
  tone: EmailTone;
  length: EmailLength;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const oneOf = <T extends string>(options: readonly T[], v: unknown, fallback: T): T =>
  options.includes(v as T) ? (v as T) : fallback;

/** Lenient on purpose (a model's JSON): wrong or missing fields fall back, only context is required. */
function toDraft(json: unknown): ComposeRequestDraft | null {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  const context = text(o.context).trim();
  if (!context) return null;
  return {
    to: text(o.to),
    subject: text(o.subject),
    context,
    tone: oneOf(EMAIL_TONES, o.tone, 'professional'),
    length: oneOf(EMAIL_LENGTHS, o.length, 'medium'),
  };
}

const COMPLETE = /```compose[^\S\n]*\n([\s\S]*?)\n?```[^\S\n]*/i;
const OPENING = /```compose\b/i;

/**
 * Splits a reply into the text to show and the compose request it carries, if any. A block still
 * streaming (opened, not closed) is hidden, so half a JSON object never flashes by.
 */
export function parseComposeBlock(reply: string): { display: string; draft: ComposeRequestDraft | null } {
  const complete = COMPLETE.exec(reply);
  if (!complete) {
    const open = OPENING.exec(reply);
    return { display: open ? reply.slice(0, open.index).trimEnd() : reply, draft: null };
  }
  const display = (reply.slice(0, complete.index) + reply.slice(complete.index + complete[0].length))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  let json: unknown;
  try {
    json = JSON.parse(complete[1] ?? '');
  } catch {
    return { display, draft: null };
  }
  return { display, draft: toDraft(json) };
}
