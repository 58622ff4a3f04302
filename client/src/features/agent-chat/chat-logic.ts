import {
  ATTACHMENT_URL_PREFIX,
  estimateCostUsd,
  type ChatMessage,
  type ChatRequestMessage,
  type ContentPart,
} from '@common/chat';
import { attachmentPromptText, unseenPictureText } from '@/lib/attachments/attachment-text';
import type { MessageAttachment } from '@/lib/attachments/types';
import type { GeneratedImage } from '@/lib/image-generation/types';
import type { AgentSummary } from '@common/schemas/agent';
import { allMessages, validBranches, type MessageBranches } from './branches';
import { translate } from './i18n';

/**
 * The chat's rules with no React and no browser in them, so they are unit-tested in Node:
 * timestamps, the opening messages and the cost figures.
 */

export interface MessageUsage {
  promptTokens: number;
  completionTokens: number;
  /** true when the provider sent no usage and the figures are estimates. */
  estimated: boolean;
  model: string;
}

export interface ConversationMessage extends ChatMessage {
  id: string;
  /** 'error' marks the inline error line: a system message shown in red, never sent to the provider. */
  kind?: 'error';
  usage?: MessageUsage;
  /** The user pressed STOP: the reply is partial. */
  stopped?: boolean;
  /** Files the user attached to this message (their bytes, for pictures, in the file store). */
  attachments?: MessageAttachment[];
  /** Pictures the provider generated for this reply (their bytes in the file store). */
  images?: GeneratedImage[];
  /**
   * The other versions of this message, with what followed each (edit and regenerate, branches.ts):
   * present on the first message of the part of the conversation the user replaced.
   */
  branches?: MessageBranches<ConversationMessage>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A 24-hour hh:mm:ss, the same in every locale, in the user's local time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A yyyy-mm-dd day in the user's local time (the list and the Markdown export). */
export function formatDay(time: string | number): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Admins, and users granted all access, chat without a personal key. */
export function hasAllAccess(user: { isAdmin: boolean; allAccess?: boolean } | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.allAccess));
}

let idCounter = 0;
export function newMessageId(): string {
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function makeMessage(
  role: ConversationMessage['role'],
  content: string,
  extra: Partial<ConversationMessage> = {},
  now: Date = new Date(),
): ConversationMessage {
  return { id: newMessageId(), role, content, timestamp: now.toISOString(), ...extra };
}

/** In the interface language of the moment it is written: the opening messages are stored as they are. */
export function greetingText(agent: Pick<AgentSummary, 'name' | 'description'>): string {
  return translate('agent-chat.logic.greeting', { name: agent.name, description: agent.description });
}

/** Initialization: a system note, then the agent introduces itself, so the chat never opens empty. */
export function initialMessages(agent: Pick<AgentSummary, 'name' | 'description'>, now: Date = new Date()) {
  return [
    makeMessage('system', translate('agent-chat.logic.initialized', { name: agent.name }), {}, now),
    makeMessage('assistant', greetingText(agent), {}, now),
  ];
}

export interface HistoryOptions {
  /** The model in use reads pictures (common/vision.ts); otherwise each is named, not sent. */
  seesImages?: boolean;
}

/**
 * A message's content for the provider: documents as their text after the user's words, and each
 * picture as an image part whose URL names the file store's record (`attachment:<id>`), swapped
 * for the bytes only when the request leaves. Without pictures it stays a plain string.
 */
export function providerContent(
  message: Pick<ConversationMessage, 'content' | 'attachments'>,
  { seesImages = false }: HistoryOptions = {},
): ChatRequestMessage['content'] {
  const attachments = message.attachments ?? [];
  if (!attachments.length) return message.content;
  const texts = [message.content];
  const pictures: ContentPart[] = [];
  for (const attachment of attachments) {
    if (attachment.kind !== 'image') texts.push(attachmentPromptText(attachment));
    else if (seesImages)
      pictures.push({ type: 'image_url', image_url: { url: `${ATTACHMENT_URL_PREFIX}${attachment.id}` } });
    else texts.push(unseenPictureText(attachment));
  }
  const text = texts.filter(Boolean).join('\n\n');
  if (!pictures.length) return text;
  // A picture sent without words is just the picture: no empty text part.
  return text ? [{ type: 'text', text }, ...pictures] : pictures;
}

/** What the provider is sent: the conversation without our notes and error lines. */
export function providerHistory(
  messages: readonly ConversationMessage[],
  options: HistoryOptions = {},
): ChatRequestMessage[] {
  return messages
    .filter((m) => m.role !== 'system' && m.kind !== 'error')
    .map((m) => ({ role: m.role, content: providerContent(m, options) }));
}

/** The files of these messages, in order: what the "What is sent" panel lists. */
export function attachmentsOf(messages: readonly ConversationMessage[]): MessageAttachment[] {
  return messages.flatMap((m) => m.attachments ?? []);
}

export interface UsageTotals {
  tokens: number;
  /** null when no reply has a known price. */
  costUsd: number | null;
  /** Some replies came from a model without a price: the cost is a lower bound. */
  partialCost: boolean;
}

export function messageCost(usage: MessageUsage): number | null {
  return estimateCostUsd(usage.model, usage.promptTokens, usage.completionTokens);
}

/** Every reply the user paid for counts, the ones in versions not shown (regenerated, edited away) too. */
export function conversationTotals(messages: readonly ConversationMessage[]): UsageTotals {
  let tokens = 0;
  let costUsd: number | null = null;
  let partialCost = false;
  for (const { usage, images } of allMessages(messages)) {
    // A generated image costs its estimate from the image price table, beside any tokens.
    for (const image of images ?? []) {
      if (image.costUsd === null) partialCost = true;
      else costUsd = (costUsd ?? 0) + image.costUsd;
    }
    if (!usage) continue;
    tokens += usage.promptTokens + usage.completionTokens;
    const cost = messageCost(usage);
    if (cost === null) partialCost = true;
    else costUsd = (costUsd ?? 0) + cost;
  }
  return { tokens, costUsd, partialCost };
}

/**
 * A formatter made once per language: making one costs far more than using it, and every reply on
 * screen writes its tokens and cost (a fast scroll renders several replies a frame).
 */
function formatter(cache: Map<string, Intl.NumberFormat>, locale: string, options?: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}
const dollarFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** A count written as the interface language writes numbers ("1,234", "1.234"). */
export function formatCount(count: number, locale = 'en-US'): string {
  return formatter(countFormats, locale).format(count);
}

/** US dollars to four places, written as the interface language writes money ("$0.0012", "0,0012 $"). */
export function formatCost(costUsd: number | null, locale = 'en-US'): string {
  if (costUsd === null) return translate('agent-chat.logic.costUnknown');
  const dollars = formatter(dollarFormats, locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
  if (costUsd > 0 && costUsd < 0.0001) return `<${dollars.format(0.0001)}`;
  return dollars.format(costUsd);
}

const ROLES = new Set(['system', 'user', 'assistant']);

/** A message of the chat's own shape (its versions not looked into). */
export function isChatMessage(m: unknown): m is ConversationMessage {
  if (typeof m !== 'object' || m === null) return false;
  const message = m as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    ROLES.has(message.role as string) &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'string'
  );
}

/**
 * Stored data comes back from the browser as it was left: keep only well-formed messages, and
 * their versions only where every one of them is well formed (the message itself stays either way).
 */
export function sanitizeStoredMessages(value: unknown): ConversationMessage[] {
  if (!Array.isArray(value)) return [];
  const messages = value.filter(isChatMessage);
  // No id twice across the versions: ids are the stored records' keys.
  const seen = new Set(messages.map((m) => m.id));
  return messages.map((message) => {
    if (message.branches === undefined || validBranches(message.branches, isChatMessage, seen)) return message;
    const { branches: _, ...plain } = message;
    return plain;
  });
}
