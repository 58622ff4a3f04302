/**
 * What the OAuth result page, open in the linking popup, posts to the window that opened it
 * (features/oauth-result sends it, features/linked-accounts reads it). Declared once here because
 * the two features must not import each other.
 */
export type OpenerMessage =
  | { type: 'oauth-success'; provider: string; email: string; account: { provider: string; email: string } }
  | { type: 'oauth-error'; error: string; provider: string };

/**
 * A posted message as the opener may read it: anything can arrive through postMessage, so every
 * field is checked before use. Null for a message that is not one of ours.
 */
export function readOpenerMessage(data: unknown): OpenerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, provider, email, error } = data as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (type === 'oauth-success') {
    return {
      type,
      provider: text(provider),
      email: text(email),
      account: { provider: text(provider), email: text(email) },
    };
  }
  if (type === 'oauth-error') return { type, error: text(error), provider: text(provider) };
  return null;
}
