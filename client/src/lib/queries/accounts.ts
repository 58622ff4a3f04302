import type { emailAccountsApi } from '@common/api/email-accounts';
import { apiListEndpoint } from '@/lib/api-client';

/**
 * The signed-in user's linked mailboxes: one query for every reader (the linking page and the email
 * assistant), so a change made in one refreshes the other.
 */
export const ACCOUNTS_QUERY_KEY = ['/api/email/accounts'] as const;

const listAccounts = apiListEndpoint<typeof emailAccountsApi.list>('GET', '/api/email/accounts');

export const fetchAccounts = () => listAccounts();
