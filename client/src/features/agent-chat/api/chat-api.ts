import type { chatRelayApi } from '@common/api/chat-relay';
import type { usageApi } from '@common/api/usage';
import { providerEndpoint } from '@common/api-key';
import { chatErrorKind, providerErrorCode, readProviderBody } from '@common/chat';
import { apiEndpoint } from '@/lib/api-client';
import { ChatError } from '@/lib/chat-stream';

/**
 * Admins and all-access users chat through our server, which holds the provider key. The answer is
 * an event stream, read by the same streaming client as the direct chat rather than by apiEndpoint.
 */
export const RELAY_TARGET = {
  url: '/api/chat/completions' satisfies (typeof chatRelayApi.completions)['path'],
  headers: { 'x-requested-with': 'fetch' },
} as const;

const recordEvent = apiEndpoint<typeof usageApi.recordEvent>('POST', '/api/usage/events');

/** Usage feeds the settings charts; a lost event is not worth bothering the user about. */
export function recordUsage(agentId: string, promptTokens: number, completionTokens: number, model: string): void {
  // The model lets the analytics price the tokens; an empty one is left out rather than refused.
  recordEvent({ body: { agentId, promptTokens, completionTokens, model: model || undefined } }).catch(() => undefined);
}

/** The models a key reaches: GET {baseUrl}/models, straight from the browser like the chat. */
export async function fetchModelIds(baseUrl: string, apiKey: string, signal?: AbortSignal): Promise<string[]> {
  const endpoint = providerEndpoint(baseUrl, apiKey, 'models');
  if (!endpoint) throw new ChatError('missing_key');
  let res: Response;
  try {
    res = await fetch(endpoint.url, { headers: endpoint.headers, signal });
  } catch {
    throw new ChatError('other');
  }
  const body = await readProviderBody(res);
  if (!res.ok) throw new ChatError(chatErrorKind(res.status, body), res.status, providerErrorCode(body));
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new ChatError('other', res.status);
  return data
    .map((m: unknown) => (m as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string')
    .sort((a, b) => a.localeCompare(b));
}
