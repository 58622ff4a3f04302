import type { Kysely } from 'kysely';

/**
 * The background job queue (server/jobs, docs/decisions/014-outbox-and-job-runner.md). Ids are
 * chosen by the caller: deterministic for a scheduled slot (`send:<outboxId>`), so enqueueing one
 * twice is a no-op and two instances can never both own it. A claim sets status 'running' with a
 * lease; a lease that runs out (its instance died) makes the job claimable again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON text, portable across both databases.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    // queued, running, done or failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The two claim paths: due queued jobs, and running jobs whose lease ran out.
  await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_status_lease_until').on('jobs').columns(['status', 'lease_until']).execute();
}
