/**
 * The chat protocol both halves speak: the OpenAI-compatible chat-completions request the browser
 * (or the admin relay) sends, the user-facing error messages and a cost hint.
 */

export const DEFAULT_MODEL = 'gpt-4o';
export const CHAT_MAX_TOKENS = 1000;
export const CHAT_TEMPERATURE = 0.7;
/** The message box counter shows n/2048, so the user sees the limit before reaching it. */
export const CHAT_MESSAGE_MAX = 2048;
/** Shown when the provider answers without any content, so the chat never shows an empty reply. */
export const NO_RESPONSE_TEXT = 'No response generated';

// Plain types here, so the browser's chat code does not pull in zod; the schema is in schemas/chat.ts.
export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO timestamp, shown as 24-hour hh:mm:ss. */
  timestamp: string;
}

/**
 * A piece of a message that carries more than text: the chat-completions format's content parts.
 * An image is a URL, a `data:` URL when the browser sends the user's own picture. Inside the
 * browser, before sending, an attached picture's URL is `attachment:<id>` (see
 * ATTACHMENT_URL_PREFIX): the request is built and previewed from small records, and the bytes are
 * read only when it leaves.
 */
export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export type MessageContent = string | ContentPart[];

export const ATTACHMENT_URL_PREFIX = 'attachment:';

/** A message as the provider sees it: our timestamps stay on our side. Text only: the server's requests. */
export interface ProviderMessage {
  role: ChatRole;
  content: string;
}

/** A message of the browser's chat request, which may carry pictures. */
export interface ChatRequestMessage {
  role: ChatRole;
  content: MessageContent;
}

/** The text of a message's content, its pictures left out. */
export function contentText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .filter((part): part is Extract<ContentPart, { type: 'text' }> => part.type === 'text')
    .map((part) => part.text)
    .join('\n\n');
}

/** How many pictures a message carries. */
export function contentImageCount(content: MessageContent): number {
  return typeof content === 'string' ? 0 : content.filter((part) => part.type === 'image_url').length;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatRequestMessage[];
  max_tokens: number;
  temperature: number;
  stream: true;
  stream_options: { include_usage: true };
}

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface BuildChatRequestInput {
  model?: string;
  systemPrompt: string;
  history: readonly ChatRequestMessage[];
  /** A user's own agent may set one; null or absent is the standard temperature. */
  temperature?: number | null;
}

/**
 * The system message comes from the agent, never from the history: the "Agent … initialized" notes
 * the panel shows are system-role messages for the user's eyes only, so they are dropped here.
 */
export function buildChatRequest({
  model,
  systemPrompt,
  history,
  temperature,
}: BuildChatRequestInput): ChatCompletionRequest {
  return {
    model: model || DEFAULT_MODEL,
    messages: [
      { role: 'system', content: systemPrompt },
      ...history.filter((m) => m.role !== 'system').map(({ role, content }) => ({ role, content })),
    ],
    max_tokens: CHAT_MAX_TOKENS,
    temperature: temperature ?? CHAT_TEMPERATURE,
    stream: true,
    // Asks for a final usage chunk, so usage can be recorded without estimating.
    stream_options: { include_usage: true },
  };
}

export const CHAT_ERROR_MESSAGES = {
  invalid_key: 'Invalid API key. Please check your API key.',
  rate_limited: 'Rate limit exceeded. Please try again later.',
  insufficient_quota: 'Insufficient quota. Please check your provider account.',
  other: 'Failed to communicate with agent. Please try again.',
  missing_key: 'A valid provider API key (starting with sk-) is required.',
  stalled: 'The provider stopped responding. Please try again.',
} as const;

export type ChatErrorKind = 'invalid_key' | 'rate_limited' | 'insufficient_quota' | 'other';

/** The provider's error code (or type), from an OpenAI-style body `{error:{message,type,code}}`. */
export function providerErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, type } = error as { code?: unknown; type?: unknown };
  if (typeof code === 'string' && code) return code;
  return typeof type === 'string' && type ? type : undefined;
}

/** A provider's answer body for reading its error: JSON when it is, else its text (a proxy's HTML page, say). */
export async function readProviderBody(res: Response): Promise<unknown> {
  const raw = await res.text().catch(() => '');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The statuses of an address that has no such endpoint (a local server or chat-only gateway). */
export const lacksEndpoint = (status: number) => status === 404 || status === 405 || status === 501;

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return '';
  }
}

/**
 * Quota is checked first: OpenAI answers an exhausted quota with status 429 too, and the user must
 * fix their account rather than wait.
 */
export function chatErrorKind(status: number | undefined, body: unknown): ChatErrorKind {
  const code = providerErrorCode(body);
  if (code === 'insufficient_quota' || bodyText(body).includes('insufficient_quota')) return 'insufficient_quota';
  if (status === 401 || code === 'invalid_api_key') return 'invalid_key';
  if (status === 429 || code === 'rate_limit_exceeded') return 'rate_limited';
  return 'other';
}

export function chatErrorMessage(status: number | undefined, body: unknown): string {
  return CHAT_ERROR_MESSAGES[chatErrorKind(status, body)];
}

/** US dollars per million tokens, from the providers' public price lists. */
export const MODEL_PRICES_USD_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
};

/** A dated snapshot (gpt-4o-2024-08-06) costs what its family costs. */
export function priceFor(model: string): { input: number; output: number } | undefined {
  const name = model.trim().toLowerCase();
  return MODEL_PRICES_USD_PER_MILLION[name] ?? MODEL_PRICES_USD_PER_MILLION[name.replace(/-\d{4}-\d{2}-\d{2}$/, '')];
}

/** null for a model we have no price for: better no figure than a wrong one. */
export function estimateCostUsd(model: string, promptTokens: number, completionTokens: number): number | null {
  const price = priceFor(model);
  if (!price) return null;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

/** About four characters per token in English: used only when the provider sends no usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * What a picture costs a vision model at high detail once it is downscaled to the documented
 * limits (at most 2048 px, its short side 768 px): a 1024 px square is four 512 px tiles of 170
 * tokens plus 85. An estimate for the preview and the context window, never a price.
 */
export const IMAGE_TOKENS_ESTIMATE = 765;

/** A message's content in tokens: its text, plus each picture. */
export function contentTokens(content: MessageContent): number {
  return estimateTokens(contentText(content)) + contentImageCount(content) * IMAGE_TOKENS_ESTIMATE;
}

/** Each message costs a few tokens of framing on top of its content. */
export function estimatePromptTokens(messages: readonly ChatRequestMessage[]): number {
  return messages.reduce((sum, m) => sum + 4 + contentTokens(m.content), 3);
}

/** How many tokens each model reads at once (prompt and reply together), from the providers' model pages. */
export const MODEL_CONTEXT_TOKENS: Readonly<Record<string, number>> = {
  'gpt-4o': 128_000,
  'gpt-4o-mini': 128_000,
  'gpt-4.1': 1_047_576,
  'gpt-4.1-mini': 1_047_576,
  'gpt-4.1-nano': 1_047_576,
  'o4-mini': 200_000,
};
/** An unknown model (a local server, say) is assumed small, so an old message is left out rather than refused. */
export const DEFAULT_CONTEXT_TOKENS = 8_192;

export function contextTokensFor(model: string): number {
  const name = model.trim().toLowerCase();
  return (
    MODEL_CONTEXT_TOKENS[name] ??
    MODEL_CONTEXT_TOKENS[name.replace(/-\d{4}-\d{2}-\d{2}$/, '')] ??
    DEFAULT_CONTEXT_TOKENS
  );
}

export interface ContextWindow<T extends Pick<ChatRequestMessage, 'content'>> {
  /** Sent, oldest first. */
  included: T[];
  /** The oldest messages that do not fit, oldest first: not sent. */
  excluded: T[];
}

/**
 * The latest messages that fit beside the system prompt and the reply's room (max_tokens); older
 * ones are left out whole, never cut mid-message. The newest one is always kept: a single message
 * too long for the model is the provider's to refuse, not ours to drop silently.
 */
export function fitContextWindow<T extends ChatRequestMessage>(
  model: string,
  systemPrompt: string,
  history: readonly T[],
  replyTokens: number = CHAT_MAX_TOKENS,
): ContextWindow<T> {
  let room = contextTokensFor(model) - replyTokens - estimatePromptTokens([{ role: 'system', content: systemPrompt }]);
  let start = history.length;
  while (start > 0) {
    const cost = 4 + contentTokens(history[start - 1]?.content ?? '');
    if (cost > room && start < history.length) break;
    room -= cost;
    start--;
  }
  return { included: history.slice(start), excluded: history.slice(0, start) };
}
