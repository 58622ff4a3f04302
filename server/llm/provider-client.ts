import type { Language } from '../../common/languages.js';
import type { z } from 'zod';
import {
  CHAT_ERROR_MESSAGES,
  chatErrorKind,
  estimatePromptTokens,
  estimateTokens,
  type ChatUsage,
  type ProviderMessage,
} from '../../common/chat.js';
import { isAllowedProviderUrl, PROVIDER_NOT_ALLOWED_MESSAGE } from '../../common/provider-allowlist.js';
import type { Config } from '../config.js';
import { DomainError } from '../lib/domain-error.js';
import { jsonInText } from './json-in-text.js';

/**
 * The server's only way to reach an AI provider: for admin chat (with ADMIN_PROVIDER_KEY) and the
 * email AI routes (with the user's key, in flight). The key never goes into a message or a log line.
 */

declare const allowed: unique symbol;
/** A base URL that passed the allowlist; the calls below take nothing else, so no route can skip it. */
export type AllowedBaseUrl = string & { readonly [allowed]: true };

export const NOT_ALLOWED_MESSAGE = PROVIDER_NOT_ALLOWED_MESSAGE;
export const UNREADABLE_ANSWER_MESSAGE =
  'The AI provider returned an answer that could not be understood. Please try again.';
export const PROVIDER_TIMEOUT_MESSAGE = 'The AI provider took too long to answer. Please try again.';
const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The one allowlist (common/provider-allowlist.ts), server side: configured origins only, so a
 * client cannot point the server at another address, its own loopback included. Scheme and host are
 * case-insensitive, default ports and trailing slashes say nothing.
 */
export function assertAllowedBaseUrl(config: Pick<Config, 'aiProviders'>, baseUrl: string): AllowedBaseUrl {
  if (!isAllowedProviderUrl(baseUrl, config.aiProviders, 'server')) {
    throw new DomainError('invalid', 'provider_not_allowed', NOT_ALLOWED_MESSAGE);
  }
  const u = new URL(baseUrl.trim());
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}` as AllowedBaseUrl;
}

/** The provider's failure as an error the UI can show; its own kind for quota, which waiting will not fix. */
export function providerError(status: number, body: unknown): DomainError {
  const kind = chatErrorKind(status, body);
  const message = CHAT_ERROR_MESSAGES[kind];
  if (kind === 'invalid_key') return new DomainError('unauthorized', 'provider_invalid_key', message);
  if (kind === 'rate_limited') return new DomainError('rate_limited', 'provider_rate_limited', message);
  if (kind === 'insufficient_quota') return new DomainError('quota_exceeded', 'insufficient_quota', message);
  return new DomainError('upstream_failed', 'provider_error', message);
}

/**
 * The user's provider settings for one call: the key lives only in the request that brought it
 * (server/http/provider-from-request.ts reads them from its headers).
 */
export interface ProviderSettings {
  baseUrl: AllowedBaseUrl;
  apiKey: string;
  model: string;
  /** Aborted when the browser goes away, so the user's tokens are not spent on an answer nobody reads. */
  signal: AbortSignal;
  /** The user's interface language, which the answers are written in. */
  language?: Language;
}

interface CallOptions {
  baseUrl: AllowedBaseUrl;
  apiKey: string;
  signal?: AbortSignal;
}

/** The headers of every call to the provider (the preview shows them with the key masked). */
export const providerHeaders = (apiKey: string) => ({
  authorization: `Bearer ${apiKey}`,
  'content-type': 'application/json',
});

async function post(path: string, { baseUrl, apiKey, signal }: CallOptions, body: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: providerHeaders(apiKey),
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error; // our caller stopped it: not the provider's fault
    // The cause can hold the URL and socket details: useful in a log, not for the user.
    throw new DomainError('upstream_failed', 'provider_unreachable', CHAT_ERROR_MESSAGES.other);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // a non-JSON error page: the status decides alone
    }
    throw providerError(res.status, parsed);
  }
  return res;
}

/**
 * Starts a streamed completion and hands back the upstream Response untouched, for relayStream to
 * forward as it arrives. Provider errors are thrown before any byte is sent, as DomainErrors.
 */
export async function streamCompletion(options: CallOptions & { body: object }): Promise<Response> {
  return post('/chat/completions', options, { ...options.body, stream: true });
}

/**
 * One non-streamed completion, read as JSON, within `timeout` as well as the caller's signal. Our
 * time limit running out, or an answer that is not JSON, is the provider's failure; the caller
 * stopping it is not.
 */
async function postCompletion(options: CallOptions, timeout: AbortSignal, body: object): Promise<unknown> {
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const res = await post('/chat/completions', { ...options, signal }, body);
    return await res.json();
  } catch (error) {
    if (timeout.aborted && !options.signal?.aborted) {
      throw new DomainError('upstream_timeout', 'provider_timeout', PROVIDER_TIMEOUT_MESSAGE);
    }
    if (error instanceof SyntaxError)
      throw new DomainError('upstream_failed', 'provider_bad_answer', UNREADABLE_ANSWER_MESSAGE);
    throw error;
  }
}

export interface CompleteJsonOptions<S extends z.ZodType> extends CallOptions {
  model: string;
  messages: ProviderMessage[];
  schema: S;
  temperature?: number;
  timeoutMs?: number;
}

export interface CompleteJsonResult<T> {
  data: T;
  /** Summed over both attempts when a retry was needed; estimated when the provider sent none. */
  usage: ChatUsage;
}

interface Completion {
  choices?: { message?: { content?: unknown } }[];
  usage?: ChatUsage;
}

function addUsage(a: ChatUsage, b: ChatUsage): ChatUsage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
}

/** Why an answer was refused, in words the model can act on. */
function check<S extends z.ZodType>(content: string, schema: S): { data: z.infer<S> } | { problem: string } {
  const json = jsonInText(content);
  if (json === undefined) return { problem: 'it was not valid JSON' };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { problem: `it did not match the required shape (${issues.join('; ')})` };
}

/** The body of a structured-answer request: what completeJson sends, and what the email AI's preview shows. */
export function jsonCompletionBody(model: string, messages: ProviderMessage[], temperature = 0.2) {
  return { model, messages, temperature, response_format: { type: 'json_object' as const } };
}

/** The address every completion goes to. */
export const completionsUrl = (baseUrl: AllowedBaseUrl) => `${baseUrl}/chat/completions`;

/**
 * A structured answer, validated. JSON wrapped in a code fence or in prose is taken out of it, and
 * the schema is expected to repair what it can; only an answer with nothing usable gets one retry,
 * which shows the model its answer and what was wrong. A second failure is the provider's.
 */
export async function completeJson<S extends z.ZodType>(
  options: CompleteJsonOptions<S>,
): Promise<CompleteJsonResult<z.infer<S>>> {
  // One time limit for the whole call, the retry included.
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const messages = [...options.messages];
  let usage: ChatUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

  for (let attempt = 0; attempt < 2; attempt++) {
    const completion = (await postCompletion(
      options,
      timeout,
      jsonCompletionBody(options.model, messages, options.temperature),
    )) as Completion;
    const raw = completion.choices?.[0]?.message?.content;
    const content = typeof raw === 'string' ? raw : '';
    usage = addUsage(usage, completion.usage ?? estimatedUsage(messages, content));
    const outcome = check(content, options.schema);
    if ('data' in outcome) return { data: outcome.data, usage };
    messages.push(
      { role: 'assistant', content },
      {
        role: 'user',
        content: `Your previous answer could not be used because ${outcome.problem}. Reply again with only the JSON object, in the required shape, and nothing else.`,
      },
    );
  }
  throw new DomainError('upstream_failed', 'provider_bad_answer', UNREADABLE_ANSWER_MESSAGE);
}

export interface CompleteTextOptions extends CallOptions {
  model: string;
  messages: ProviderMessage[];
  maxTokens: number;
  temperature: number;
  timeoutMs?: number;
}

/** The answer's text, from a string content or a list of text parts; '' when it has none. */
function answerText(completion: unknown): string {
  const choice = (completion as { choices?: unknown[] } | null)?.choices?.[0] as
    { message?: { content?: unknown }; text?: unknown } | undefined;
  const content = choice?.message?.content ?? choice?.text;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      const text = (part as { text?: unknown } | null)?.text;
      return typeof text === 'string' ? text : '';
    })
    .join('');
}

function reportedUsage(completion: unknown): ChatUsage | null {
  const usage = (completion as { usage?: Partial<ChatUsage> } | null)?.usage;
  const prompt = usage?.prompt_tokens;
  const answer = usage?.completion_tokens;
  if (typeof prompt !== 'number' || typeof answer !== 'number') return null;
  return { prompt_tokens: prompt, completion_tokens: answer, total_tokens: prompt + answer };
}

/**
 * A plain, non-streamed answer, for work nobody watches arrive (agent automations). Any text the
 * answer carries is taken; an answer with none is the provider's failure. `usage` is null when the
 * provider reported none, so the caller can say its figure is an estimate.
 */
export async function completeText(options: CompleteTextOptions): Promise<{ text: string; usage: ChatUsage | null }> {
  const completion = await postCompletion(options, AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS), {
    model: options.model,
    messages: options.messages,
    max_tokens: options.maxTokens,
    temperature: options.temperature,
  });
  const text = answerText(completion).trim();
  if (!text) throw new DomainError('upstream_failed', 'provider_bad_answer', UNREADABLE_ANSWER_MESSAGE);
  return { text, usage: reportedUsage(completion) };
}

function estimatedUsage(messages: ProviderMessage[], content: string): ChatUsage {
  const prompt = estimatePromptTokens(messages);
  const completion = estimateTokens(content);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
