import type { AppPasswordLink, EmailAccount, MailProvider, MailProviderList } from '@common/schemas/email-accounts';
import { apiRequest } from '@/lib/api-client';

/** The same keys as any other reader of these endpoints: a change here refreshes them all. */
export const ACCOUNTS_QUERY_KEY = ['/api/email/accounts'] as const;
export const PROVIDERS_QUERY_KEY = ['/api/email/providers'] as const;

export const fetchAccounts = () => apiRequest<EmailAccount[]>('GET', '/api/email/accounts');

export const fetchProviders = async () => (await apiRequest<MailProviderList>('GET', '/api/email/providers')).providers;

export async function startOAuth(provider: MailProvider): Promise<string> {
  const body = await apiRequest<{ authUrl?: string } | undefined>(
    'POST',
    `/api/email/oauth/auth/${encodeURIComponent(provider)}`,
  );
  // Without a URL there is nothing to open in the popup, so the start has failed.
  if (!body?.authUrl) throw new Error('Failed to start OAuth flow');
  return body.authUrl;
}

/** The server signs in to the mailbox (IMAP and SMTP) before it keeps anything. */
export const linkWithAppPassword = (link: AppPasswordLink) =>
  apiRequest<EmailAccount>('POST', '/api/email/accounts/app-password', link);

export const setAccountSync = (id: string, syncEnabled: boolean) =>
  apiRequest<EmailAccount>('PATCH', `/api/email/accounts/${encodeURIComponent(id)}/sync`, { syncEnabled });

export const disconnectAccount = (id: string) =>
  apiRequest<void>('DELETE', `/api/email/accounts/${encodeURIComponent(id)}`);
