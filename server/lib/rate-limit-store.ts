import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * Counts one hit against a key: one upsert, a fixed window per key, reset once it has expired.
 * Also used directly by limits keyed on the request body (see rate-limits.ts).
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  timeWindow: number,
  now = Date.now(),
): Promise<{ count: number; resetAt: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + timeWindow })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + timeWindow} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/**
 * A @fastify/rate-limit store that keeps counters in the database, so several server instances
 * share one limit (no instance may keep in memory what another one needs).
 * One upsert per request: a fixed window per key, reset when it has expired. Expired windows are
 * removed by housekeeping (server/services/housekeeping.ts).
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, cb: IncrCallback, timeWindow: number, _max?: number): void {
      const now = Date.now();
      hitRateLimit(db, this.prefix + key, timeWindow, now)
        .then((row) => cb(null, { current: row.count, ttl: Math.max(0, row.resetAt - now) }))
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method: string; url: string } }) {
      // Each rate-limited route counts separately: prefix keys with the route.
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method);
      const url = routeOptions.routeInfo?.url ?? String(routeOptions.url);
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${url}:`);
    }
  };
}
