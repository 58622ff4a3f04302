/**
 * Table types for Kysely. Conventions that keep one set of queries portable across SQLite and
 * PostgreSQL (see docs/decisions/003-portable-schema.md):
 * - ids are text (random UUIDs made by the application);
 * - timestamps are integer milliseconds since the epoch (bigint in PostgreSQL, parsed to number);
 * - booleans are integers 0/1, because better-sqlite3 cannot bind JavaScript booleans.
 */
export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface Database {
  rate_limits: RateLimitTable;
}
