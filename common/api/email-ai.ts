import { defineRoute } from './define-route.js';
import {
  AnalyzeRequestSchema,
  AnalyzeResultSchema,
  ComposeRequestSchema,
  ExtractRequestSchema,
  ExtractResultSchema,
  GeneratedEmailSchema,
  ProviderHeadersSchema,
  TemplateSuggestionsSchema,
  TemplateSuggestRequestSchema,
} from '../schemas/email-ai.js';
import { EmailAiPreviewRequestSchema, RequestPreviewSchema } from '../schemas/email-ai-preview.js';

const tag = 'Email AI';

/** The email assistant's AI calls: each one spends the user's own provider key, sent in the headers. */
export const emailAiApi = {
  compose: defineRoute({
    method: 'POST',
    path: '/api/email/compose',
    summary: 'Write an email from a context, saved as a draft',
    tag,
    headers: ProviderHeadersSchema,
    body: ComposeRequestSchema,
    responses: { 200: GeneratedEmailSchema },
  }),
  extract: defineRoute({
    method: 'POST',
    path: '/api/email/extract',
    summary: 'Extract action items, dates, contacts, key points or the sentiment of an email',
    tag,
    headers: ProviderHeadersSchema,
    body: ExtractRequestSchema,
    responses: { 200: ExtractResultSchema },
  }),
  analyze: defineRoute({
    method: 'POST',
    path: '/api/email/analyze',
    summary: 'Review a draft: summary, tone, scores, suggestions and risks',
    tag,
    headers: ProviderHeadersSchema,
    body: AnalyzeRequestSchema,
    responses: { 200: AnalyzeResultSchema },
  }),
  suggestTemplates: defineRoute({
    method: 'POST',
    path: '/api/email/templates/suggest',
    summary: 'Suggest templates for a category and context',
    tag,
    headers: ProviderHeadersSchema,
    body: TemplateSuggestRequestSchema,
    responses: { 200: TemplateSuggestionsSchema },
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/email/preview',
    // Built by the same code as the call itself, under the same session and rate limit; nothing is spent or saved.
    summary: 'Show the prompt one of the AI calls above would send to the provider (key masked), without sending it',
    tag,
    headers: ProviderHeadersSchema,
    body: EmailAiPreviewRequestSchema,
    responses: { 200: RequestPreviewSchema },
  }),
};
