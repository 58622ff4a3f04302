import { z } from 'zod';
import { CustomAgentSchema } from './custom-agents.js';
import { SessionInfoSchema, SessionUserSchema } from './auth.js';
import { EmailAccountListSchema } from './email-accounts.js';
import { DraftListSchema, SavedTemplateListSchema } from './email-drafts.js';
import { OutboxListSchema } from './email-send.js';

/** One recorded chat request of the export: counts only, never content. */
export const UsageEventRecordSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  /** The model that answered, where it was recorded (older events have none). */
  model: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type UsageEventRecord = z.infer<typeof UsageEventRecordSchema>;

/**
 * GET /api/auth/user/export (format=json): everything the product keeps about the user, minus
 * secrets (no password hash, no token hashes, no mailbox tokens or app passwords).
 */
export const AccountExportSchema = z.object({
  /** ISO 8601. */
  exportedAt: z.string(),
  profile: SessionUserSchema,
  sessions: z.array(SessionInfoSchema.extend({ expiresAt: z.string() })),
  usageEvents: z.array(UsageEventRecordSchema),
  emailAccounts: EmailAccountListSchema,
  emailDrafts: DraftListSchema,
  emailTemplates: SavedTemplateListSchema,
  emailOutbox: OutboxListSchema,
  /** The user's own agents, with their prompts (the same fields as GET /api/custom-agents). */
  customAgents: z.array(CustomAgentSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** With format=csv the download is the usage events alone, one line each, under a header line. */
export const UsageEventsCsvSchema = z
  .string()
  .describe('text/csv: id,agent_id,prompt_tokens,completion_tokens,created_at,model, one line per usage event');
