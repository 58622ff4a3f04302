import type { emailAiApi } from '@common/api/email-ai';
import { AI_BASE_URL_HEADER, AI_MODEL_HEADER, API_KEY_HEADER } from '@common/email-ai-constants';
import type { ComposeRequest, ExtractRequest, TemplateSuggestRequest } from '@common/schemas/email-ai';
import type { EmailAiPreviewRequest } from '@common/schemas/email-ai-preview';
import { apiEndpoint } from '@/lib/api-client';

/** The user's provider settings, sent on the four AI calls only (never stored by the server). */
export interface AiSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
}

const headers = ({ apiKey, baseUrl, model }: AiSettings) => ({
  headers: { [API_KEY_HEADER]: apiKey, [AI_BASE_URL_HEADER]: baseUrl, [AI_MODEL_HEADER]: model },
});

const compose = apiEndpoint<typeof emailAiApi.compose>('POST', '/api/email/compose');
const extract = apiEndpoint<typeof emailAiApi.extract>('POST', '/api/email/extract');
const analyze = apiEndpoint<typeof emailAiApi.analyze>('POST', '/api/email/analyze');
const suggest = apiEndpoint<typeof emailAiApi.suggestTemplates>('POST', '/api/email/templates/suggest');

/** The answer is already saved as a draft (draftId): it must not be saved again. */
export const composeEmail = (ai: AiSettings, body: ComposeRequest) => compose({ body }, headers(ai));

export const extractInfo = (ai: AiSettings, body: ExtractRequest) => extract({ body }, headers(ai));

export const analyzeEmail = (ai: AiSettings, content: string) => analyze({ body: { content } }, headers(ai));

export const suggestTemplates = (ai: AiSettings, body: TemplateSuggestRequest) => suggest({ body }, headers(ai));

const preview = apiEndpoint<typeof emailAiApi.preview>('POST', '/api/email/preview');

/** The prompt the server would send for one of the calls above, built by the call's own code; nothing is spent. */
export const previewEmailAi = (ai: AiSettings, body: EmailAiPreviewRequest) => preview({ body }, headers(ai));
