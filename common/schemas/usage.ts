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
  /** The model that answered, so analytics can price the tokens; absent when it is not known. */
  model: text().trim().min(1, 'model cannot be empty').max(200, 'model is too long').optional(),
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

/** The longest range analytics answer for: a year, leap day included. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** The range when the query names none: the last 30 UTC days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const isoDate = (field: 'from' | 'to') =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`)
    .refine((value) => {
      const ms = Date.parse(`${value}T00:00:00Z`);
      // Date.parse rolls 2026-02-30 over to March; reading it back refuses such days.
      return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
    }, `${field} is not a real date`)
    .optional();

/**
 * GET /api/usage/analytics and its CSV export: an inclusive range of UTC days. Either end may be
 * left out (to: today; from: 29 days before to); the server checks the order and the length, as
 * the defaults depend on today.
 */
export const AnalyticsQuerySchema = z.object({ from: isoDate('from'), to: isoDate('to') });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/**
 * The figures of one group of events (a day, an agent, the whole range). `costUsd` prices only the
 * requests whose model has a known price and `unpricedRequests` counts the others (an unknown model,
 * or an event recorded before models were kept), so a partly priced group shows what is known and
 * how much is missing. It is null when the group has requests and none of them could be priced;
 * a group without requests costs 0.
 */
export const AnalyticsFiguresSchema = z.object({
  requests: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  tokens: z.number().int(),
  costUsd: z.number().nullable(),
  unpricedRequests: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof AnalyticsFiguresSchema>;

export const AnalyticsDaySchema = AnalyticsFiguresSchema.extend({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsAgentSchema = AnalyticsFiguresSchema.extend({
  agentId: z.string(),
  /** The agent's name in the library, or the id for an agent no longer in it. */
  name: z.string(),
});
export type AnalyticsAgent = z.infer<typeof AnalyticsAgentSchema>;

/** GET /api/usage/analytics: the Pro USAGE tab. */
export const UsageAnalyticsSchema = z.object({
  /** The range answered, after defaults: inclusive UTC days, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first; days without use have zeros. */
  days: z.array(AnalyticsDaySchema),
  /** Agents used in the range, most requests first. */
  agents: z.array(AnalyticsAgentSchema),
  totals: AnalyticsFiguresSchema,
});
export type UsageAnalytics = z.infer<typeof UsageAnalyticsSchema>;

/** GET /api/usage/analytics/export: the same range as CSV. */
export const UsageAnalyticsCsvSchema = z
  .string()
  .describe(
    'text/csv: date,agent_id,agent_name,requests,prompt_tokens,completion_tokens,estimated_cost_usd,unpriced_requests, one line per UTC day and agent with use',
  );
