import type { ExpressionBuilder, Kysely, QueryCreator, Selectable, Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, JobTable } from '../db/schema.js';

/**
 * The jobs table: enqueue, claim with a lease, finish. Every write after a claim is fenced on the
 * lease owner and the attempt it claimed, so an instance whose lease ran out (and whose job another
 * instance took over) cannot overwrite the new owner's outcome. Why: docs/decisions/014.
 */
export type JobRow = Selectable<JobTable>;
type Queryable = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  /** Deterministic for a scheduled slot (e.g. `send:<outboxId>`): enqueueing it again is a no-op. */
  id: string;
  kind: string;
  payload: unknown;
  runAt: number;
}

/** A job as it is first queued: no attempt, no lease, no error. */
export const queuedRow = (job: NewJob, now: number) => ({
  id: job.id,
  kind: job.kind,
  payload: JSON.stringify(job.payload ?? null),
  run_at: job.runAt,
  status: 'queued' as const,
  attempts: 0,
  lease_owner: null,
  lease_until: null,
  last_error: null,
  created_at: now,
  updated_at: now,
});

/** Inserts the job unless one with that id exists; true when it was inserted. Joins `db`'s transaction. */
export async function enqueueJob(db: Queryable, job: NewJob, now = Date.now()): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values(queuedRow(job, now))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Several jobs in one insert, each unless one with its id exists. Joins `db`'s transaction. */
export async function enqueueJobs(db: Queryable, jobs: NewJob[], now = Date.now()): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('jobs')
    .values(jobs.map((job) => queuedRow(job, now)))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Queues a job that keeps one row for good (a recurring job per subject, e.g. reading one mailbox
 * every minute): inserted the first time, queued again for `runAt` once it finished. A job still
 * queued or running is left as it is, so a subject never has two runs at once and the table keeps
 * one row per subject instead of one per minute. True when this call queued it.
 */
export async function requeueJob(db: Queryable, job: NewJob, now = Date.now()): Promise<boolean> {
  const { id: _id, kind: _kind, created_at: _created, ...again } = queuedRow(job, now);
  const result = await db
    .insertInto('jobs')
    .values(queuedRow(job, now))
    .onConflict((oc) => oc.column('id').doUpdateSet(again).where('jobs.status', 'in', ['done', 'failed']))
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Due and queued, or running on a lease that ran out (its instance died or hung). */
const claimableAt = (now: number) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
    eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
  ]);

/**
 * The same two kinds of claimable job, each read on its own index in run_at order and cut at
 * `limit`: one query with the OR of both read every due job and sorted them all to keep `limit`,
 * which made each claim cost as much as the whole backlog.
 */
const dueQueued = (qb: QueryCreator<Database>, now: number, limit: number) =>
  qb
    .selectFrom('jobs')
    .select(['id', 'run_at'])
    .where('status', '=', 'queued')
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .limit(limit);
const leaseRanOut = (qb: QueryCreator<Database>, now: number, limit: number) =>
  qb
    .selectFrom('jobs')
    .select(['id', 'run_at'])
    .where('status', '=', 'running')
    .where('lease_until', '<', now)
    .orderBy('run_at')
    .limit(limit);

const leaseFor = (o: Omit<ClaimOptions, 'limit'>) => (eb: ExpressionBuilder<Database, 'jobs'>) => ({
  status: 'running' as const,
  lease_owner: o.owner,
  lease_until: o.now + o.leaseMs,
  attempts: eb('attempts', '+', 1),
  updated_at: o.now,
});

export interface ClaimOptions {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/**
 * Claims up to `limit` jobs that are due, or whose lease ran out, oldest first: status 'running',
 * the lease, attempts + 1. PostgreSQL: the two reads `for update skip locked`, so concurrent
 * claimers pass over each other's rows, and the update, in one statement: one round trip where a
 * transaction took five (begin, two reads, the update, commit), and the rows a read locked but the
 * claim did not keep are released when it ends, as they were at the commit. SQLite: one UPDATE
 * with the choice as a subquery; SQLite runs one writer at a time, so two claimers cannot pick
 * the same row.
 */
export async function claimDue(db: Kysely<Database>, dialect: Dialect, o: ClaimOptions): Promise<JobRow[]> {
  if (dialect === 'sqlite') {
    const either = db
      .selectFrom(dueQueued(db, o.now, o.limit).as('q'))
      .select(['id', 'run_at'])
      .unionAll(db.selectFrom(leaseRanOut(db, o.now, o.limit).as('l')).select(['id', 'run_at']));
    const oldest = db.selectFrom(either.as('c')).select('id').orderBy('run_at').limit(o.limit);
    return db.updateTable('jobs').set(leaseFor(o)).where('id', 'in', oldest).returningAll().execute();
  }
  return db
    .with('queued', (qc) => dueQueued(qc, o.now, o.limit).forUpdate().skipLocked())
    .with('lapsed', (qc) => leaseRanOut(qc, o.now, o.limit).forUpdate().skipLocked())
    .updateTable('jobs')
    .set(leaseFor(o))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(
          eb
            .selectFrom('queued')
            .select(['id', 'run_at'])
            .unionAll(eb.selectFrom('lapsed').select(['id', 'run_at']))
            .as('c'),
        )
        .select('id')
        .orderBy('run_at')
        .limit(o.limit),
    )
    .returningAll()
    .execute();
}

/** The claim a write is fenced on. */
export type Claim = Pick<JobRow, 'id' | 'lease_owner' | 'attempts'>;

const fenced = (db: Queryable, claim: Claim) =>
  db
    .updateTable('jobs')
    .where('id', '=', claim.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', claim.lease_owner)
    .where('attempts', '=', claim.attempts);

/** Extends the lease of a job still running under this claim (the heartbeat); false if it was lost. */
export async function renewLease(db: Queryable, claim: Claim, leaseUntil: number, now: number): Promise<boolean> {
  const r = await fenced(db, claim).set({ lease_until: leaseUntil, updated_at: now }).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Finished: true if this claim still held the job. */
export async function completeJob(db: Queryable, claim: Claim, now: number): Promise<boolean> {
  const r = await fenced(db, claim)
    .set({ status: 'done', lease_owner: null, lease_until: null, updated_at: now })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Finishes several jobs in one update, each fenced on its own claim as `completeJob` does; returns
 * the ids this call finished (a job taken over by another instance is left to it).
 */
export async function completeJobs(db: Queryable, claims: Claim[], now: number): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'done', lease_owner: null, lease_until: null, updated_at: now })
    .where('status', '=', 'running')
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('id', 'lease_owner', 'attempts'),
        'in',
        claims.map((c) => tuple(c.id, c.lease_owner, c.attempts)),
      ),
    )
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Back in the queue for `runAt`, with the error it failed with; `uncounted`: this claim was no attempt. */
export async function retryJob(
  db: Queryable,
  claim: Claim,
  runAt: number,
  error: string,
  now: number,
  uncounted = false,
) {
  const r = await fenced(db, claim)
    .set({
      status: 'queued',
      run_at: runAt,
      lease_owner: null,
      lease_until: null,
      last_error: error,
      updated_at: now,
      ...(uncounted ? { attempts: claim.attempts - 1 } : {}),
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Given up on. */
export async function failJob(db: Queryable, claim: Claim, error: string, now: number): Promise<boolean> {
  const r = await fenced(db, claim)
    .set({ status: 'failed', lease_owner: null, lease_until: null, last_error: error, updated_at: now })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Takes a queued job out of the queue (its work was cancelled); true if it was still queued. */
export async function cancelQueuedJob(db: Queryable, id: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'done', last_error: 'cancelled', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findJob(db: Queryable, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Claims one job by id, if it is due (or its lease ran out): for running a job at once. */
export function claimJob(db: Kysely<Database>, id: string, o: Omit<ClaimOptions, 'limit'>) {
  return db
    .updateTable('jobs')
    .set(leaseFor(o))
    .where('id', '=', id)
    .where(claimableAt(o.now))
    .returningAll()
    .executeTakeFirst();
}
