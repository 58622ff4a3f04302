import type { Kysely } from 'kysely';
import { messagesInLanguage } from '../../common/languages.js';
import type { z } from 'zod';
import { EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import type { ChatUsage, ProviderMessage } from '../../common/chat.js';
import type {
  AnalyzeResult,
  ComposeRequestSchema,
  ExtractRequestSchema,
  ExtractResult,
  GeneratedEmail,
  TemplateSuggestions,
  TemplateSuggestRequest,
} from '../../common/schemas/email-ai.js';
import type { Database } from '../db/schema.js';
import { completeJson, type ProviderSettings } from '../llm/provider-client.js';
import type { AccountUser } from './users.js';
import { createDraft } from './email-drafts.js';
import { analyzeRequest, composeRequest, extractRequest, templatesRequest } from './email-ai-requests.js';
import { withVariables } from './email-templates.js';
import { recordUsage } from './usage.js';

/**
 * The email assistant's AI calls, made with the user's own key in flight. Each call counts as one
 * request of the email assistant in the user's usage (token counts only, never the text).
 */

const MAX_TEMPLATES = 4;

/** One call as email-ai-requests.ts builds it: the same value the preview route shows. */
async function ask<S extends z.ZodType>(
  provider: ProviderSettings,
  { messages, schema, temperature }: { messages: ProviderMessage[]; schema: S; temperature: number },
) {
  return completeJson({
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    model: provider.model,
    signal: provider.signal,
    messages: messagesInLanguage(messages, provider.language ?? 'en'),
    schema,
    temperature,
  });
}

const count = (db: Kysely<Database>, userId: string, usage: ChatUsage, model: string) =>
  recordUsage(db, userId, {
    agentId: EMAIL_ASSISTANT.id,
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    model,
  });

/** Generates the email and keeps it as a draft, with its usage, in one transaction. */
export async function composeEmail(
  db: Kysely<Database>,
  user: AccountUser,
  provider: ProviderSettings,
  input: z.output<typeof ComposeRequestSchema>,
): Promise<GeneratedEmail> {
  const { data, usage } = await ask(provider, composeRequest(user, input));
  const subject = data.subject || input.subject || '';
  const draft = await db.transaction().execute(async (trx) => {
    await count(trx, user.id, usage, provider.model);
    return createDraft(trx, user.id, {
      type: input.type,
      to: input.to,
      cc: input.cc,
      bcc: input.bcc,
      subject,
      body: data.body,
      tone: input.tone,
    });
  });
  return {
    subject,
    body: data.body,
    metadata: { tone: input.tone, ...(data.sentiment === undefined ? {} : { sentiment: data.sentiment }) },
    suggestions: data.suggestions,
    draftId: draft.id,
  };
}

export async function extractInfo(
  db: Kysely<Database>,
  userId: string,
  provider: ProviderSettings,
  input: z.output<typeof ExtractRequestSchema>,
): Promise<ExtractResult> {
  const { infoType } = input;
  const { data, usage } = await ask(provider, extractRequest(input));
  await count(db, userId, usage, provider.model);
  // The reader for infoType built the data, so the pair is consistent.
  return { infoType, data: data.data } as ExtractResult;
}

export async function analyzeDraft(
  db: Kysely<Database>,
  userId: string,
  provider: ProviderSettings,
  content: string,
): Promise<AnalyzeResult> {
  const { data, usage } = await ask(provider, analyzeRequest(content));
  await count(db, userId, usage, provider.model);
  const { risks, ...rest } = data;
  return { analysis: { ...rest, ...(risks.length ? { risks } : {}) } };
}

export async function suggestTemplates(
  db: Kysely<Database>,
  userId: string,
  provider: ProviderSettings,
  input: TemplateSuggestRequest,
): Promise<TemplateSuggestions> {
  const { category } = input;
  const { data, usage } = await ask(provider, templatesRequest(input));
  await count(db, userId, usage, provider.model);
  // Variables are what subject and body really use, whatever the model listed.
  const templates = data.templates.slice(0, MAX_TEMPLATES).map((t, i) =>
    withVariables({
      name: t.name ?? (t.subject || `${category} ${i + 1}`),
      subject: t.subject,
      body: t.body,
    }),
  );
  return { templates };
}
