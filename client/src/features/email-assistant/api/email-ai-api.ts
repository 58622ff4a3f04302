import { AI_BASE_URL_HEADER, AI_MODEL_HEADER, API_KEY_HEADER } from '@common/email-ai-constants';
import type {
  AnalyzeResult,
  ComposeRequest,
  ExtractRequest,
  ExtractResult,
  GeneratedEmail,
  TemplateSuggestions,
  TemplateSuggestRequest,
} from '@common/schemas/email-ai';
import { apiRequest } from '@/lib/api-client';

/** The user's provider settings, sent on the four AI calls only (never stored by the server). */
export interface AiSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
}

const headers = ({ apiKey, baseUrl, model }: AiSettings) => ({
  headers: { [API_KEY_HEADER]: apiKey, [AI_BASE_URL_HEADER]: baseUrl, [AI_MODEL_HEADER]: model },
});

/** The answer is already saved as a draft (draftId): it must not be saved again. */
export const composeEmail = (ai: AiSettings, body: ComposeRequest) =>
  apiRequest<GeneratedEmail>('POST', '/api/email/compose', body, headers(ai));

export const extractInfo = (ai: AiSettings, body: ExtractRequest) =>
  apiRequest<ExtractResult>('POST', '/api/email/extract', body, headers(ai));

export const analyzeEmail = (ai: AiSettings, content: string) =>
  apiRequest<AnalyzeResult>('POST', '/api/email/analyze', { content }, headers(ai));

export const suggestTemplates = (ai: AiSettings, body: TemplateSuggestRequest) =>
  apiRequest<TemplateSuggestions>('POST', '/api/email/templates/suggest', body, headers(ai));
