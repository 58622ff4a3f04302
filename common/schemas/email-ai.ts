import { z } from 'zod';
import { text } from './text.js';

/**
 * The email assistant's AI calls (POST /api/email/compose, /extract, /analyze, /templates/suggest).
 * Request schemas carry the user-facing messages: the client forms validate with
 * the same schemas, so the form and the server say the same thing.
 */

import {
  AI_BASE_URL_HEADER,
  AI_MODEL_HEADER,
  API_KEY_HEADER,
  EMAIL_AI_MESSAGES,
  EMAIL_LENGTHS,
  EMAIL_TEXT_MAX,
  EMAIL_TONES,
  EMAIL_TYPES,
  INFO_TYPES,
  RECIPIENTS_MAX,
  SENTIMENT_LABELS,
  SUBJECT_MAX,
  TEMPLATE_CATEGORY_MAX,
} from '../email-ai-constants.js';
import { groupThousands } from '../group-thousands.js';

export * from '../email-ai-constants.js';
export const EmailTypeSchema = z.enum(EMAIL_TYPES, { error: 'Type must be draft, reply or forward' });
export const EmailToneSchema = z.enum(EMAIL_TONES, { error: 'Tone must be professional, casual, formal or friendly' });
export const EmailLengthSchema = z.enum(EMAIL_LENGTHS, { error: 'Length must be brief, medium or detailed' });
export const InfoTypeSchema = z.enum(INFO_TYPES, {
  error: 'Information type must be action_items, dates, contacts, key_points or sentiment',
});

/** Required after trimming, with one message for absent, empty and blank. */
export const requiredText = (message: string, max = EMAIL_TEXT_MAX, tooLong: string = EMAIL_AI_MESSAGES.textTooLong) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong);

export const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} is too long (at most ${groupThousands(max)} characters)`)
    .optional();

/**
 * The user's provider settings on each AI call. All optional here: the server checks them itself
 * so that a missing or malformed key is answered with its own message (api_key_required), not as a
 * generic validation failure.
 */
export const ProviderHeadersSchema = z.looseObject({
  [API_KEY_HEADER]: text().optional().describe("The user's provider API key, used for this call only, never stored"),
  [AI_BASE_URL_HEADER]: text()
    .optional()
    .describe("The provider's base URL (one of the allowed providers); the server's default when absent"),
  [AI_MODEL_HEADER]: text().optional().describe("The model; the server's default when absent"),
});

export const ComposeRequestSchema = z.object({
  type: EmailTypeSchema.default('draft'),
  tone: EmailToneSchema.default('professional'),
  length: EmailLengthSchema.default('medium'),
  to: optionalText(RECIPIENTS_MAX, 'To'),
  cc: optionalText(RECIPIENTS_MAX, 'Cc'),
  bcc: optionalText(RECIPIENTS_MAX, 'Bcc'),
  /** Guidance for the subject; the model may refine it. */
  subject: optionalText(SUBJECT_MAX, 'Subject'),
  context: requiredText(EMAIL_AI_MESSAGES.contextRequired),
});
export type ComposeRequest = z.input<typeof ComposeRequestSchema>;

const unit = z.number().min(0).max(1);

export const GeneratedEmailSchema = z.object({
  subject: z.string(),
  body: z.string(),
  /** sentiment: 0 (negative) to 1 (positive), shown as a percent; absent when the model gave none. */
  metadata: z.object({ tone: EmailToneSchema, sentiment: unit.optional() }),
  suggestions: z.array(z.string()),
  /** The draft the generated email was saved as. */
  draftId: z.string(),
});
export type GeneratedEmail = z.infer<typeof GeneratedEmailSchema>;

export const ExtractRequestSchema = z.object({
  emailContent: requiredText(EMAIL_AI_MESSAGES.contentRequired),
  infoType: InfoTypeSchema.default('key_points'),
});
export type ExtractRequest = z.input<typeof ExtractRequestSchema>;

export const ActionItemSchema = z.object({
  task: z.string().min(1),
  owner: z.string().optional(),
  due: z.string().optional(),
});
export const ExtractedDateSchema = z.object({ date: z.string().min(1), description: z.string() });
export const ContactSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  role: z.string().optional(),
});
export const SentimentSchema = z.object({
  label: z.enum(SENTIMENT_LABELS),
  score: unit,
  rationale: z.string(),
});
export type ActionItem = z.infer<typeof ActionItemSchema>;
export type ExtractedDate = z.infer<typeof ExtractedDateSchema>;
export type Contact = z.infer<typeof ContactSchema>;
export type Sentiment = z.infer<typeof SentimentSchema>;

/** What each information type extracts; `data` of the answer has this shape. */
export const EXTRACT_DATA_SCHEMAS = {
  action_items: z.array(ActionItemSchema),
  dates: z.array(ExtractedDateSchema),
  contacts: z.array(ContactSchema),
  key_points: z.array(z.string().min(1)),
  sentiment: SentimentSchema,
} as const;

export const ExtractResultSchema = z.discriminatedUnion('infoType', [
  z.object({ infoType: z.literal('action_items'), data: EXTRACT_DATA_SCHEMAS.action_items }),
  z.object({ infoType: z.literal('dates'), data: EXTRACT_DATA_SCHEMAS.dates }),
  z.object({ infoType: z.literal('contacts'), data: EXTRACT_DATA_SCHEMAS.contacts }),
  z.object({ infoType: z.literal('key_points'), data: EXTRACT_DATA_SCHEMAS.key_points }),
  z.object({ infoType: z.literal('sentiment'), data: EXTRACT_DATA_SCHEMAS.sentiment }),
]);
export type ExtractResult = z.infer<typeof ExtractResultSchema>;

export const AnalyzeRequestSchema = z.object({ content: requiredText(EMAIL_AI_MESSAGES.contentRequired) });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

export const DraftAnalysisSchema = z.object({
  summary: z.string(),
  /** A word or two, e.g. "warm, professional". Tone and the scores are absent when the model gave none. */
  tone: z.string().optional(),
  sentiment: unit.optional(),
  clarity: unit.optional(),
  suggestions: z.array(z.string()),
  /** Things that could go wrong if sent as is: absent when there are none. */
  risks: z.array(z.string()).optional(),
});
export const AnalyzeResultSchema = z.object({ analysis: DraftAnalysisSchema });
export type DraftAnalysis = z.infer<typeof DraftAnalysisSchema>;
export type AnalyzeResult = z.infer<typeof AnalyzeResultSchema>;

export const TemplateSuggestRequestSchema = z.object({
  category: requiredText(EMAIL_AI_MESSAGES.templateFieldsRequired, TEMPLATE_CATEGORY_MAX, 'The category is too long'),
  context: requiredText(EMAIL_AI_MESSAGES.templateFieldsRequired),
});
export type TemplateSuggestRequest = z.infer<typeof TemplateSuggestRequestSchema>;

export const SuggestedTemplateSchema = z.object({
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The {{snake_case}} placeholders of subject and body, in order of first appearance. */
  variables: z.array(z.string()),
});
export const TemplateSuggestionsSchema = z.object({ templates: z.array(SuggestedTemplateSchema) });
export type SuggestedTemplate = z.infer<typeof SuggestedTemplateSchema>;
export type TemplateSuggestions = z.infer<typeof TemplateSuggestionsSchema>;

const PLACEHOLDER = /\{\{\s*([^{}]{1,60}?)\s*\}\}/g;
export const TEMPLATE_VARIABLE_PATTERN = /^[a-z][a-z0-9_]{0,59}$/;

const snakeCase = (name: string) => {
  const s = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[0-9]/.test(s) ? `v_${s}` : s;
};

/** Rewrites every {{ First Name }} style placeholder as {{first_name}}. */
export function normalisePlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const snake = snakeCase(name);
    return snake ? `{{${snake}}}` : whole;
  });
}

/** The {{snake_case}} variables of the texts, each once, in order of first appearance. */
export function templateVariables(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1]!.trim();
      if (TEMPLATE_VARIABLE_PATTERN.test(name)) found.add(name);
    }
  }
  return [...found];
}
