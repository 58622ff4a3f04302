import { z } from 'zod';
import { ApiErrorSchema } from './error.js';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * A 503 from /api/health: the report with `database.ok: false`, or the one error shape when a
 * signed-in caller's session lookup meets the outage before the route runs.
 */
export const HealthUnavailableSchema = HealthSchema.or(ApiErrorSchema);
