import { createParser, type EventSourceMessage } from 'eventsource-parser';
// Relative, not @common: Vitest runs this file's test without the Vite aliases.
import { providerEndpoint } from '../../../common/api-key';
import {
  buildChatRequest,
  chatErrorKind,
  providerErrorCode,
  readProviderBody,
  type ChatMessage,
  type ChatUsage,
} from '../../../common/chat';
import { ChatError } from './chat-error';

export { ChatError, type ChatErrorReason } from './chat-error';

/**
 * Streams one OpenAI-compatible chat completion (SSE) and reports each piece of text as it comes.
 * The same code reads the provider directly (the user's key, from the browser) and our own admin
 * relay route, which forwards the provider's stream byte for byte. Keep this file out of the
 * landing page's imports: it is loaded with the chat.
 */

export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

export interface StreamChatOptions {
  url: string;
  headers?: Record<string, string>;
  /** The request, usually from buildChatRequest (common/chat). */
  body: unknown;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  onUsage?: (usage: ChatUsage) => void;
  /** A stream silent for this long is given up, so the pending state always ends. */
  idleTimeoutMs?: number;
}

export interface StreamChatResult {
  /** Everything received; empty means the caller shows NO_RESPONSE_TEXT (unless aborted). */
  text: string;
  usage?: ChatUsage;
  finishReason: string | null;
  /** true when the caller's signal stopped the stream; text then holds the partial reply. */
  aborted: boolean;
}

/** Where and how to call the provider directly; refuses early, before any request, without a valid key. */
export function directChatTarget(baseUrl: string, apiKey: string | null | undefined) {
  const endpoint = providerEndpoint(baseUrl, apiKey, 'chat/completions');
  if (!endpoint) throw new ChatError('missing_key');
  return endpoint;
}

async function errorFromResponse(res: Response): Promise<ChatError> {
  const body = await readProviderBody(res);
  return new ChatError(chatErrorKind(res.status, body), res.status, providerErrorCode(body));
}

interface ChunkShape {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: Partial<ChatUsage> | null;
  error?: unknown;
}

const isUsage = (u: ChunkShape['usage']): u is ChatUsage =>
  !!u && typeof u.prompt_tokens === 'number' && typeof u.completion_tokens === 'number';

export async function streamChatCompletion(options: StreamChatOptions): Promise<StreamChatResult> {
  const { signal, onDelta, onUsage } = options;
  const result: StreamChatResult = { text: '', finishReason: null, aborted: false };
  if (signal?.aborted) return { ...result, aborted: true };

  // One controller ends the request for either reason; `stalled` tells the two apart afterwards.
  const controller = new AbortController();
  const stopForCaller = () => controller.abort();
  signal?.addEventListener('abort', stopForCaller, { once: true });
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armIdleTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  };

  let finished = false;
  let streamError: ChatError | undefined;
  const onEvent = (event: EventSourceMessage) => {
    if (event.data === '[DONE]') {
      finished = true;
      return;
    }
    let chunk: ChunkShape;
    try {
      chunk = JSON.parse(event.data) as ChunkShape;
    } catch {
      return; // not a chunk (a keep-alive, say): nothing to show
    }
    if (chunk.error) {
      // A provider (or our relay) that fails after the stream began says so in an event.
      streamError = new ChatError(chatErrorKind(undefined, chunk), undefined, providerErrorCode(chunk), result.text);
      return;
    }
    const choice = chunk.choices?.[0];
    const content = choice?.delta?.content;
    if (typeof content === 'string' && content) {
      result.text += content;
      onDelta?.(content);
    }
    if (typeof choice?.finish_reason === 'string') result.finishReason = choice.finish_reason;
    if (isUsage(chunk.usage)) {
      result.usage = chunk.usage;
      onUsage?.(chunk.usage);
    }
  };

  try {
    armIdleTimer();
    const res = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...options.headers },
      body: JSON.stringify(options.body),
      signal: controller.signal,
    });
    if (!res.ok) throw await errorFromResponse(res);
    if (!res.body) throw new ChatError('other', res.status);

    const parser = createParser({ onEvent });
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    while (!finished && !streamError) {
      const { done, value } = await reader.read();
      if (done) break;
      armIdleTimer();
      parser.feed(decoder.decode(value, { stream: true }));
    }
    // After [DONE] nothing more is wanted: release the connection now rather than wait for it to close.
    if (finished) void reader.cancel().catch(() => undefined);
    if (streamError) throw streamError;
    return result;
  } catch (error) {
    if (signal?.aborted && !stalled) return { ...result, aborted: true };
    if (stalled) throw new ChatError('stalled', undefined, undefined, result.text);
    if (error instanceof ChatError) throw error;
    // fetch rejects with a TypeError for network failures and CORS refusals alike.
    throw new ChatError('other', undefined, undefined, result.text);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stopForCaller);
  }
}

export interface DirectReplyOptions {
  baseUrl: string;
  apiKey: string | null | undefined;
  model: string;
  systemPrompt: string;
  history: readonly Pick<ChatMessage, 'role' | 'content'>[];
  signal: AbortSignal;
  /** Everything received so far, each time more arrives. */
  onText: (soFar: string) => void;
}

/** One reply straight from the provider with the user's key, for the chats that need nothing more. */
export function streamDirectReply({
  baseUrl,
  apiKey,
  model,
  systemPrompt,
  history,
  signal,
  onText,
}: DirectReplyOptions) {
  let text = '';
  return streamChatCompletion({
    ...directChatTarget(baseUrl, apiKey),
    body: buildChatRequest({ model, systemPrompt, history }),
    signal,
    onDelta: (delta) => {
      text += delta;
      onText(text);
    },
  });
}
