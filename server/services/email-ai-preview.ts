import type { z } from 'zod';
import { maskHeaders, promptEstimate, type RequestPreview } from '../../common/request-preview.js';
import type { EmailAiPreviewRequestSchema } from '../../common/schemas/email-ai-preview.js';
import { completionsUrl, jsonCompletionBody, providerHeaders, type ProviderSettings } from '../llm/provider-client.js';
import {
  analyzeRequest,
  composeRequest,
  extractRequest,
  templatesRequest,
  type EmailAiRequest,
} from './email-ai-requests.js';
import type { AccountUser } from './users.js';
import { messagesInLanguage } from '../../common/languages.js';

export const SERVER_SENDS_NOTE =
  'This site’s server sends this request with your key, in flight only: the key is not stored or logged.';
export const RETRY_NOTE =
  'If the answer cannot be read, the server asks once more, adding the model’s answer and what was wrong with it.';

function requestFor(user: AccountUser, body: z.output<typeof EmailAiPreviewRequestSchema>): EmailAiRequest {
  switch (body.action) {
    case 'compose':
      return composeRequest(user, body.input);
    case 'extract':
      return extractRequest(body.input);
    case 'analyze':
      return analyzeRequest(body.input.content);
    case 'suggestTemplates':
      return templatesRequest(body.input);
  }
}

/**
 * The request an email AI call would send, from the builders and the body function the call
 * itself uses; nothing goes to the provider, nothing is recorded.
 */
export function previewEmailAiRequest(
  user: AccountUser,
  provider: Pick<ProviderSettings, 'baseUrl' | 'apiKey' | 'model' | 'language'>,
  body: z.output<typeof EmailAiPreviewRequestSchema>,
): RequestPreview {
  const request = requestFor(user, body);
  const messages = messagesInLanguage(request.messages, provider.language ?? 'en');
  const { temperature } = request;
  const { model, messages: sent, ...parameters } = jsonCompletionBody(provider.model, messages, temperature);
  const [first, ...rest] = sent;
  const hasSystem = first?.role === 'system';
  return {
    url: completionsUrl(provider.baseUrl),
    headers: maskHeaders(providerHeaders(provider.apiKey)),
    model,
    parameters,
    systemPrompt: hasSystem ? first.content : '',
    messages: hasSystem ? rest : sent,
    // Each call sends its whole prompt: nothing is cut to fit.
    excluded: [],
    ...promptEstimate(model, sent, undefined),
    notes: [SERVER_SENDS_NOTE, RETRY_NOTE],
  };
}
