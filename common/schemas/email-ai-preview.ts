import { z } from 'zod';
import type { RequestPreview } from '../request-preview.js';
import {
  AnalyzeRequestSchema,
  ComposeRequestSchema,
  ExtractRequestSchema,
  TemplateSuggestRequestSchema,
} from './email-ai.js';

/**
 * POST /api/email/preview: which email AI call, with the input it would get. The inputs are the
 * calls' own schemas, so a preview is refused for exactly what the call would refuse.
 */
export const EmailAiPreviewRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('compose'), input: ComposeRequestSchema }),
  z.object({ action: z.literal('extract'), input: ExtractRequestSchema }),
  z.object({ action: z.literal('analyze'), input: AnalyzeRequestSchema }),
  z.object({ action: z.literal('suggestTemplates'), input: TemplateSuggestRequestSchema }),
]);
export type EmailAiPreviewRequest = z.input<typeof EmailAiPreviewRequestSchema>;
export type EmailAiAction = EmailAiPreviewRequest['action'];

const ProviderMessageSchema = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

/** One AI request as it will leave (common/request-preview.ts); the key in it is masked. */
export const RequestPreviewSchema = z.object({
  url: z.string().describe('Where the request goes: the provider’s chat-completions address'),
  headers: z.record(z.string(), z.string()).describe('Headers as sent, the key masked'),
  model: z.string(),
  parameters: z.record(z.string(), z.unknown()).describe('The body’s other fields (temperature, response_format…)'),
  systemPrompt: z.string().nullable(),
  messages: z.array(ProviderMessageSchema).describe('Sent after the system prompt, oldest first'),
  excluded: z.array(ProviderMessageSchema).describe('Left out of the context window: not sent'),
  estimatedPromptTokens: z.number().int().nonnegative(),
  estimatedPromptCostUsd: z.number().nullable().describe('null: no price is known for the model'),
  maxCostUsd: z.number().nullable(),
  notes: z.array(z.string()),
}) satisfies z.ZodType<RequestPreview>;
