import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL the rate-limit counters skip the write-ahead log: the per-user limits of the list
 * routes count every read, so each of those requests committed (and flushed to disk) a counter that
 * nothing needs to survive a crash. An unlogged table is emptied after a crash and is not copied to
 * a standby, which for fixed one-minute windows means at worst a fresh window; every instance still
 * shares the same counters. SQLite has no such mode and is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table rate_limits set unlogged`.execute(db);
}
