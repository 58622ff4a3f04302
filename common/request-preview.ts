import type { ChatRequestMessage, ProviderMessage } from './chat.js';
import { estimateCostUsd, estimatePromptTokens } from './chat.js';

/**
 * What one AI request carries, as shown to the user before it leaves: the chat builds it in the
 * browser, the email AI's server route builds it for the prompt the server would send. The key is
 * never in it: `headers` holds the masked form only. Plain types (no zod) so the chat bundle stays
 * light; the API's schema is in schemas/email-ai.ts.
 */
export interface RequestPreview {
  /** Where the request goes (the provider, or our server's relay). */
  url: string;
  /** Headers as sent, the secret masked (`Bearer sk-…abcd`). */
  headers: Record<string, string>;
  model: string;
  /** temperature, max_tokens, stream, response_format…: the body's other fields. */
  parameters: Record<string, unknown>;
  /** null when the caller does not know it (the relay adds it on the server). */
  systemPrompt: string | null;
  /** Sent, oldest first (the system prompt not repeated). */
  messages: ProviderMessage[];
  /** Left out of the context window, oldest first: not sent. */
  excluded: ProviderMessage[];
  estimatedPromptTokens: number;
  /** The prompt's cost; null when no price is known for the model. */
  estimatedPromptCostUsd: number | null;
  /** With the longest reply max_tokens allows; null without a price or a max_tokens. */
  maxCostUsd: number | null;
  /** Things the user should know that the fields do not say (what a relay adds). */
  notes: string[];
  /** The files the messages carry (pictures as content parts, documents as their text). */
  files?: PreviewFile[];
}

export interface PreviewFile {
  name: string;
  kind: 'image' | 'pdf' | 'text';
  /** Bytes as the user picked the file. */
  size: number;
}

/** A secret shown as its first three and last four characters, the way the key settings show it. */
export function maskSecret(secret: string): string {
  const s = secret.trim();
  return s.length <= 10 ? '…' : `${s.slice(0, 3)}…${s.slice(-4)}`;
}

/** `authorization: Bearer sk-…abcd` and any x-api-key header masked; everything else as is. */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'authorization')
      out[name] = value.replace(/^(Bearer\s+)?(.*)$/i, (_, b = '', k: string) => `${b}${maskSecret(k)}`);
    else if (lower.includes('api-key') || lower.includes('apikey')) out[name] = maskSecret(value);
    else out[name] = value;
  }
  return out;
}

/** The estimates for a prompt: every message the provider reads, the system prompt included. */
export function promptEstimate(model: string, sent: readonly ChatRequestMessage[], maxTokens: number | undefined) {
  const estimatedPromptTokens = estimatePromptTokens(sent);
  return {
    estimatedPromptTokens,
    estimatedPromptCostUsd: estimateCostUsd(model, estimatedPromptTokens, 0),
    maxCostUsd: maxTokens === undefined ? null : estimateCostUsd(model, estimatedPromptTokens, maxTokens),
  };
}
