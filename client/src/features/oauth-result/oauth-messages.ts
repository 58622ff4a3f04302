import type { OpenerMessage } from '@/lib/oauth-opener-message';

/**
 * The OAuth result page's message for each result code, in the product's standard wording,
 * and the message it posts to the window that opened it. Copied exactly: the linking dialog shows
 * the posted error as it is.
 */
export const OAUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  missing_parameters: 'Missing authorization parameters',
  invalid_state: 'Invalid security state - please try again',
  invalid_state_csrf_protection: 'Invalid security state - please try again',
  not_authenticated: 'Please log in and try again',
  oauth_failed: 'Failed to connect account - please try again',
  session_expired: 'Session expired - please log in and try again',
  invalid_grant: 'Authorization code expired or invalid - please try again',
  access_denied: 'Access was denied - please grant permissions to continue',
  invalid_client: 'OAuth configuration error - please contact support',
  no_users_found: 'User session not found - please log in and try again',
};

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
/** What the opener receives when the page was given no error code. */
export const OPENER_UNKNOWN_ERROR = 'Unknown error';

/** The page's message for a code: the mapped text, else the code itself, else Unknown error occurred. */
export function oauthErrorMessage(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? '';
  if (!trimmed) return UNKNOWN_ERROR_MESSAGE;
  // Own keys only: a code such as "constructor" must not reach Object.prototype.
  return (Object.hasOwn(OAUTH_ERROR_MESSAGES, trimmed) && OAUTH_ERROR_MESSAGES[trimmed]) || trimmed;
}

export interface OAuthResult {
  success: boolean;
  /** The raw error code; empty when none was given. */
  error: string;
  provider: string;
  email: string;
  /** Optional detail from the server, shown under the mapped message. */
  message: string;
}

/**
 * Reads only the five query parameters the server's callback sets; anything else in the address is
 * ignored. An error code always means failure.
 */
export function parseOAuthResult(search: string): OAuthResult {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const error = get('error');
  const success = get('success').toLowerCase();
  return {
    success: !error && (success === 'true' || success === '1'),
    error,
    provider: get('provider'),
    email: get('email'),
    message: get('message'),
  };
}

export function openerMessage(result: OAuthResult): OpenerMessage {
  const { provider, email } = result;
  if (result.success) return { type: 'oauth-success', provider, email, account: { provider, email } };
  return {
    type: 'oauth-error',
    error: result.error ? oauthErrorMessage(result.error) : OPENER_UNKNOWN_ERROR,
    provider,
  };
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  gmail: 'Gmail',
  google: 'Google',
  outlook: 'Outlook',
  microsoft: 'Microsoft',
  yahoo: 'Yahoo',
  icloud: 'iCloud',
};

export function providerLabel(provider: string): string {
  const key = provider.toLowerCase();
  return (Object.hasOwn(PROVIDER_NAMES, key) && PROVIDER_NAMES[key]) || provider;
}
