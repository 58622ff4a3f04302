import type { EmailAccount } from '@common/schemas/email-accounts';
import type { emailDraftsApi } from '@common/api/email-drafts';
import type { SavedTemplate, TemplateSaveRequest } from '@common/schemas/email-drafts';
import { apiEndpoint, apiRequest } from '@/lib/api-client';

/**
 * What the assistant reads and keeps: drafts, templates, and its own read of the linked accounts
 * (the linking feature has its own; the shared query key keeps both fresh).
 */
export const DRAFTS_QUERY_KEY = ['/api/email/drafts'] as const;
export const TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;
export const ACCOUNTS_QUERY_KEY = ['/api/email/accounts'] as const;

export const fetchDrafts = apiEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts');
const removeDraft = apiEndpoint<typeof emailDraftsApi.remove>('DELETE', '/api/email/drafts/:id');
export const deleteDraft = (id: string) => removeDraft({ params: { id } });

export const fetchTemplates = () => apiRequest<SavedTemplate[]>('GET', '/api/email/templates');
export const saveTemplate = (body: TemplateSaveRequest) =>
  apiRequest<SavedTemplate>('POST', '/api/email/templates', body);
export const deleteTemplate = (id: string) =>
  apiRequest<void>('DELETE', `/api/email/templates/${encodeURIComponent(id)}`);

export const fetchAccounts = () => apiRequest<EmailAccount[]>('GET', '/api/email/accounts');
