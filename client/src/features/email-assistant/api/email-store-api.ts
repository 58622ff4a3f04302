import type { EmailAccount } from '@common/schemas/email-accounts';
import type { Draft, SavedTemplate, TemplateSaveRequest } from '@common/schemas/email-drafts';
import { apiRequest, ApiError } from '@/lib/api-client';

/**
 * What the assistant reads and keeps: drafts, templates, and its own read of the linked accounts
 * (the linking feature has its own; the shared query key keeps both fresh).
 */
export const DRAFTS_QUERY_KEY = ['/api/email/drafts'] as const;
export const TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;
export const ACCOUNTS_QUERY_KEY = ['/api/email/accounts'] as const;

export const fetchDrafts = () => apiRequest<Draft[]>('GET', '/api/email/drafts');
export const deleteDraft = (id: string) => apiRequest<void>('DELETE', `/api/email/drafts/${encodeURIComponent(id)}`);

export const fetchTemplates = () => apiRequest<SavedTemplate[]>('GET', '/api/email/templates');
export const saveTemplate = (body: TemplateSaveRequest) =>
  apiRequest<SavedTemplate>('POST', '/api/email/templates', body);
export const deleteTemplate = (id: string) =>
  apiRequest<void>('DELETE', `/api/email/templates/${encodeURIComponent(id)}`);

export const fetchAccounts = () => apiRequest<EmailAccount[]>('GET', '/api/email/accounts');

/** The server's message where there is one, since it knows the cause; else the default. */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const message = (err.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
