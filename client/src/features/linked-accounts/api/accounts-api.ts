import type { emailAccountsApi } from '@common/api/email-accounts';
import type { emailOauthApi } from '@common/api/email-oauth';
import type { AppPasswordLink, MailProvider } from '@common/schemas/email-accounts';
import { apiEndpoint } from '@/lib/api-client';
import { translate } from '../i18n';

/** The same keys as any other reader of these endpoints: a change here refreshes them all. */
export const PROVIDERS_QUERY_KEY = ['/api/email/providers'] as const;

const listProviders = apiEndpoint<typeof emailOauthApi.providers>('GET', '/api/email/providers');
const startLink = apiEndpoint<typeof emailOauthApi.start>('POST', '/api/email/oauth/auth/:provider');
const linkAppPassword = apiEndpoint<typeof emailAccountsApi.linkAppPassword>(
  'POST',
  '/api/email/accounts/app-password',
);
const updateSync = apiEndpoint<typeof emailAccountsApi.setSync>('PATCH', '/api/email/accounts/:id/sync');
const removeAccount = apiEndpoint<typeof emailAccountsApi.remove>('DELETE', '/api/email/accounts/:id');

export const fetchProviders = async () => (await listProviders()).providers;

export async function startOAuth(provider: MailProvider): Promise<string> {
  const { authUrl } = await startLink({ params: { provider } });
  // Without a URL there is nothing to open in the popup, so the start has failed.
  if (!authUrl) throw new Error(translate('linked-accounts.oauthStartFailed'));
  return authUrl;
}

/** The server signs in to the mailbox (IMAP and SMTP) before it keeps anything. */
export const linkWithAppPassword = (link: AppPasswordLink) => linkAppPassword({ body: link });

export const setAccountSync = (id: string, syncEnabled: boolean) =>
  updateSync({ params: { id }, body: { syncEnabled } });

export const disconnectAccount = (id: string) => removeAccount({ params: { id } });
