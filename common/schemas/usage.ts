import { z } from 'zod';
import { text } from './text.js';

/** Upper bound on one request's token counts: far above any model's context, low enough to stay an integer sum. */
const TOKENS_MAX = 10_000_000;
const tokenCount = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(TOKENS_MAX, `${label} is too large`);

/** POST /api/usage/events: one chat request, counted. Never any content. */
export const UsageEventInputSchema = z.object({
  agentId: text().min(1, 'agentId is required').max(100),
  promptTokens: tokenCount('promptTokens'),
  completionTokens: tokenCount('completionTokens'),
});
export type UsageEventInput = z.infer<typeof UsageEventInputSchema>;

export const FavouriteAgentSchema = z.object({ agentId: z.string(), requests: z.number().int() });
export type FavouriteAgent = z.infer<typeof FavouriteAgentSchema>;

export const DailyUsageSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  requests: z.number().int(),
  tokens: z.number().int(),
});
export type DailyUsage = z.infer<typeof DailyUsageSchema>;

/** GET /api/usage: the USAGE tab of the settings. */
export const UsageStatsSchema = z.object({
  totalRequests: z.number().int(),
  /** Requests in the current calendar month (UTC). */
  monthlyRequests: z.number().int(),
  /** Up to 5, most used first. */
  favouriteAgents: z.array(FavouriteAgentSchema),
  /** Time of the latest recorded request, ISO 8601, or null before the first. */
  lastActiveAt: z.string().nullable(),
  accountAgeDays: z.number().int(),
  /** The last 30 UTC days, oldest first, today last; days without use have zeros. */
  daily: z.array(DailyUsageSchema),
});
export type UsageStats = z.infer<typeof UsageStatsSchema>;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be json or csv' }).default('json'),
});
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
