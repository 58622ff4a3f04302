import type { z } from 'zod';
import type { ProviderMessage } from '../../common/chat.js';
import type {
  ComposeRequestSchema,
  ExtractRequestSchema,
  TemplateSuggestRequest,
} from '../../common/schemas/email-ai.js';
import type { AccountUser } from './users.js';
import {
  AnalyzeAnswerSchema,
  ComposeAnswerSchema,
  EXTRACT_ANSWER_SCHEMAS,
  TemplatesAnswerSchema,
} from './email-answers.js';
import { analyzeMessages, composeMessages, extractMessages, templateMessages } from './email-prompts.js';

/**
 * What each email AI call asks the provider: its messages, temperature and the reader of its
 * answer. The calls (email-ai.ts) send these, and POST /api/email/preview shows these very
 * values (email-ai-preview.ts), so the preview cannot say something the call does not do.
 */
export interface EmailAiRequest<S extends z.ZodType = z.ZodType> {
  messages: ProviderMessage[];
  temperature: number;
  schema: S;
}

const fullName = (user: Pick<AccountUser, 'first_name' | 'last_name'>) =>
  [user.first_name, user.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');

export const composeRequest = (
  user: Pick<AccountUser, 'first_name' | 'last_name'>,
  input: z.output<typeof ComposeRequestSchema>,
) => ({
  messages: composeMessages({ ...input, senderName: fullName(user) }),
  temperature: 0.7,
  schema: ComposeAnswerSchema,
});

export const extractRequest = ({ infoType, emailContent }: z.output<typeof ExtractRequestSchema>) => ({
  messages: extractMessages(infoType, emailContent),
  temperature: 0.1,
  schema: EXTRACT_ANSWER_SCHEMAS[infoType],
});

export const analyzeRequest = (content: string) => ({
  messages: analyzeMessages(content),
  temperature: 0.2,
  schema: AnalyzeAnswerSchema,
});

export const templatesRequest = ({ category, context }: TemplateSuggestRequest) => ({
  messages: templateMessages(category, context),
  temperature: 0.7,
  schema: TemplatesAnswerSchema,
});
