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
