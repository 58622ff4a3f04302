import type { Logger } from '../lib/logger.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobRow } from './job-store.js';

/** What a job handler sees and may throw, and the runner's settings (server/jobs/runner.ts). */
export interface JobContext {
  job: JobRow; // as claimed: `attempts` counts this run
  finalAttempt: boolean; // no retry follows if this run fails
  retryAt: number; // when the job runs again if this run throws
  now(): number;
  log: Logger;
  /** Aborted when this run lost its lease (the heartbeat could not renew it): stop before the next step. */
  signal: AbortSignal;
  /**
   * Marks the job done inside the handler's own transaction, so that its outcome and the job's end
   * commit together (one write fewer per job); the runner then does not finish it again. Fenced on
   * this claim like every other write: false if the job was taken over.
   */
  complete(trx: Kysely<Database> | Transaction<Database>): Promise<boolean>;
  /**
   * Tells the runner that the handler finished the job together with others, in one fenced update
   * (`completeJobs`) of a transaction that committed: the runner then does not finish it again.
   */
  completedTogether(): void;
}

export interface JobHandler<P = unknown> {
  run(payload: P, ctx: JobContext): Promise<void>;
  /** Called once when the runner gives up on the job, before it is marked failed. */
  onGiveUp?(payload: P, error: string, ctx: JobContext): Promise<void>;
}

/** Thrown by a handler for a failure that no retry can fix. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobRunnerOptions {
  pollMs?: number; // between polls of an idle queue (JOB_POLL_MS)
  concurrency?: number; // jobs this instance runs at once, and the largest claim
  leaseMs?: number; // a job still running after its lease may be claimed by another instance
  heartbeatMs?: number; // how often a running job renews its lease (default: a third of leaseMs)
  maxAttempts?: number;
  backoffMs?: number[]; // delay before retry n (the last repeats)
  now?: () => number; // injectable clock: tests drive due times, back-off and leases with it
  owner?: string; // names this instance's leases
}

/**
 * Short, because it is renewed while the job runs (the heartbeat): after a kill -9 another instance
 * takes the job over within half a minute, yet a send that takes longer keeps it.
 */
export const DEFAULT_LEASE_MS = 30_000;

export const DEFAULT_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];
