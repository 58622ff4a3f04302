import type { emailDraftsApi } from '@common/api/email-drafts';
import type { emailTemplatesApi } from '@common/api/email-templates';
import type { TemplateSaveRequest } from '@common/schemas/email-drafts';
import { apiEndpoint, apiListEndpoint } from '@/lib/api-client';
import { SHOWN_BEFORE_PAGING } from '@/lib/list-sizes';

/**
 * What the assistant reads and keeps: drafts and templates. The linked accounts are the shared
 * query of lib/queries/accounts.
 */
export const DRAFTS_QUERY_KEY = ['/api/email/drafts'] as const;
export const TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;

const listDrafts = apiListEndpoint<typeof emailDraftsApi.list>('GET', '/api/email/drafts', SHOWN_BEFORE_PAGING);
export const fetchDrafts = () => listDrafts();
const removeDraft = apiEndpoint<typeof emailDraftsApi.remove>('DELETE', '/api/email/drafts/:id');
export const deleteDraft = (id: string) => removeDraft({ params: { id } });

const listTemplates = apiListEndpoint<typeof emailTemplatesApi.list>(
  'GET',
  '/api/email/templates',
  SHOWN_BEFORE_PAGING,
);
const createTemplate = apiEndpoint<typeof emailTemplatesApi.create>('POST', '/api/email/templates');
const removeTemplate = apiEndpoint<typeof emailTemplatesApi.remove>('DELETE', '/api/email/templates/:id');

export const fetchTemplates = () => listTemplates();
export const saveTemplate = (body: TemplateSaveRequest) => createTemplate({ body });
export const deleteTemplate = (id: string) => removeTemplate({ params: { id } });
