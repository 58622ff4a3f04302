import { z } from 'zod';
import { text } from './text.js';
import {
  EMAIL_TEXT_MAX,
  EmailToneSchema,
  EmailTypeSchema,
  optionalText,
  RECIPIENTS_MAX,
  requiredText,
  SUBJECT_MAX,
  TEMPLATE_CATEGORY_MAX,
  TEMPLATE_VARIABLE_PATTERN,
} from './email-ai.js';

/** What the email assistant keeps for the user: drafts (/api/email/drafts) and templates (/api/email/templates). */

export const EMAIL_STORE_MESSAGES = {
  draftBodyRequired: 'Please provide the email body to save',
  templateNameRequired: 'Please provide a template name',
  templateCategoryRequired: 'Please provide a template category',
  templateBodyRequired: 'Please provide the template body',
  draftNotFound: 'Draft not found',
  templateNotFound: 'Template not found',
} as const;

export const IdParamsSchema = z.object({ id: text().min(1).max(100) });

/** POST /api/email/drafts. Only the body is required: a draft may not have a recipient yet. */
export const DraftSaveRequestSchema = z.object({
  type: EmailTypeSchema.default('draft'),
  to: optionalText(RECIPIENTS_MAX, 'To'),
  cc: optionalText(RECIPIENTS_MAX, 'Cc'),
  bcc: optionalText(RECIPIENTS_MAX, 'Bcc'),
  subject: optionalText(SUBJECT_MAX, 'Subject'),
  body: requiredText(EMAIL_STORE_MESSAGES.draftBodyRequired),
  /** The tone it was generated with; makes aiGeneratedMetadata non-null. */
  tone: EmailToneSchema.optional(),
});
export type DraftSaveRequest = z.input<typeof DraftSaveRequestSchema>;

export const DraftSchema = z.object({
  id: z.string(),
  type: EmailTypeSchema,
  /** Empty string when not given. */
  to: z.string(),
  cc: z.string().nullable(),
  bcc: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.literal('draft'),
  /** ISO 8601. */
  createdAt: z.string(),
  aiGeneratedMetadata: z.object({ tone: EmailToneSchema }).nullable(),
});
export type Draft = z.infer<typeof DraftSchema>;
export const DraftListSchema = z.array(DraftSchema);

/** POST /api/email/templates. Variables are also found in subject and body, so they may be left out. */
export const TemplateSaveRequestSchema = z.object({
  name: requiredText(EMAIL_STORE_MESSAGES.templateNameRequired, 200, 'The template name is too long'),
  category: requiredText(
    EMAIL_STORE_MESSAGES.templateCategoryRequired,
    TEMPLATE_CATEGORY_MAX,
    'The category is too long',
  ),
  subject: text().trim().max(SUBJECT_MAX, 'The subject is too long').default(''),
  body: requiredText(EMAIL_STORE_MESSAGES.templateBodyRequired, EMAIL_TEXT_MAX),
  variables: z
    .array(text().trim().regex(TEMPLATE_VARIABLE_PATTERN, 'Template variables must be snake_case names'))
    .max(100, 'Too many template variables')
    .optional(),
});
export type TemplateSaveRequest = z.input<typeof TemplateSaveRequestSchema>;

export const SavedTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SavedTemplate = z.infer<typeof SavedTemplateSchema>;
export const SavedTemplateListSchema = z.array(SavedTemplateSchema);
