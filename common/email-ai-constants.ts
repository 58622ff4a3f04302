/**
 * Plain constants of the email assistant, free of zod so the browser can import them without the
 * schema library (it stays out of the dashboard's first load). The schemas in
 * schemas/email-ai.ts build on these.
 */
/** Headers that carry the user's provider settings on these calls only; the key is never stored. */
export const API_KEY_HEADER = 'x-api-key';
export const AI_BASE_URL_HEADER = 'x-ai-base-url';
export const AI_MODEL_HEADER = 'x-ai-model';

/** Longest email content or context accepted, in characters. */
export const EMAIL_TEXT_MAX = 20_000;

export const EMAIL_TYPES = ['draft', 'reply', 'forward'] as const;
export const EMAIL_TONES = ['professional', 'casual', 'formal', 'friendly'] as const;
export const EMAIL_LENGTHS = ['brief', 'medium', 'detailed'] as const;
export const INFO_TYPES = ['action_items', 'dates', 'contacts', 'key_points', 'sentiment'] as const;
export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative', 'mixed'] as const;

export type EmailType = (typeof EMAIL_TYPES)[number];
export type EmailTone = (typeof EMAIL_TONES)[number];
export type EmailLength = (typeof EMAIL_LENGTHS)[number];
export type InfoType = (typeof INFO_TYPES)[number];

export const EMAIL_AI_MESSAGES = {
  apiKeyRequired: 'A valid provider API key is required',
  contextRequired: 'Please provide context for the email',
  contentRequired: 'Please provide email content to analyze',
  templateFieldsRequired: 'Please provide both category and context',
  textTooLong: 'The text is too long (at most 20,000 characters)',
} as const;

/** Comma-separated addresses as typed; the send call validates them, generation only mentions them. */
export const RECIPIENTS_MAX = 2000;
export const SUBJECT_MAX = 500;

export const TEMPLATE_CATEGORY_MAX = 100;
