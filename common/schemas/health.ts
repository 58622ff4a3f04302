import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
