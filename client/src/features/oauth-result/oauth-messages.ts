import type { OpenerMessage } from '@/lib/oauth-opener-message';
import { translate, type OAuthResultKey } from './i18n';

/**
 * The OAuth result page's message for each result code (the catalog's key; its English is the
 * product's standard wording, copied exactly), and the message it posts to the window that opened
 * it: the linking dialog shows the posted error as it is, in the language of this page.
 */
export const OAUTH_ERROR_MESSAGES = {
  missing_parameters: 'oauth-result.error.missingParameters',
  invalid_state: 'oauth-result.error.invalidState',
  invalid_state_csrf_protection: 'oauth-result.error.invalidState',
  not_authenticated: 'oauth-result.error.notAuthenticated',
  oauth_failed: 'oauth-result.error.oauthFailed',
  session_expired: 'oauth-result.error.sessionExpired',
  invalid_grant: 'oauth-result.error.invalidGrant',
  access_denied: 'oauth-result.error.accessDenied',
  invalid_client: 'oauth-result.error.invalidClient',
  no_users_found: 'oauth-result.error.noUsersFound',
} as const satisfies Readonly<Record<string, OAuthResultKey>>;

/**
 * The page's message for a code, in the interface's language (its English is the standard
 * wording): the mapped text, else the code itself, else Unknown error occurred.
 */
export function oauthErrorMessage(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? '';
  if (!trimmed) return translate('oauth-result.unknownError');
  // Own keys only: a code such as "constructor" must not reach Object.prototype.
  if (!Object.hasOwn(OAUTH_ERROR_MESSAGES, trimmed)) return trimmed;
  return translate(OAUTH_ERROR_MESSAGES[trimmed as keyof typeof OAUTH_ERROR_MESSAGES]);
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
    error: result.error ? oauthErrorMessage(result.error) : translate('oauth-result.openerUnknownError'),
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
