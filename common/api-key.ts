/** Provider API keys: the prefix and the minimum length, to catch a mistyped key before any call. */
export const API_KEY_PREFIX = 'sk-';
export const API_KEY_MIN_LENGTH_EXCLUSIVE = 20;

/** Browser-storage entry for the key: named after the provider with the suffix -api-key. */
export const API_KEY_STORAGE_KEY = 'openai-api-key';

/** A key is well formed when, trimmed, it starts with sk- and is longer than 20 characters. */
export function isValidApiKey(key: string | null | undefined): key is string {
  if (typeof key !== 'string') return false;
  const trimmed = key.trim();
  return trimmed.startsWith(API_KEY_PREFIX) && trimmed.length > API_KEY_MIN_LENGTH_EXCLUSIVE;
}

/**
 * A provider endpoint as the browser calls it with the user's key: the address under the base URL
 * and the Bearer header. null for a key that is not well formed, so each caller refuses in its own
 * words before any request.
 */
export function providerEndpoint(baseUrl: string, apiKey: string | null | undefined, path: string) {
  if (!isValidApiKey(apiKey)) return null;
  return { url: `${baseUrl.replace(/\/+$/, '')}/${path}`, headers: { authorization: `Bearer ${apiKey.trim()}` } };
}
