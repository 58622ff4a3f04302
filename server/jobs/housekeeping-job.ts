import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { runHousekeeping, type HousekeepingOptions, type HousekeepingResult } from '../services/housekeeping.js';
import { enqueueJob } from './job-store.js';
import type { JobRunner } from './runner.js';

/**
 * Runs housekeeping (server/services/housekeeping.ts) once an hour. Each hour is a slot with its
 * own job id, `housekeeping:<slot start, ISO>`, so however many instances schedule a slot it is one
 * row and runs once. A run first queues the next slot, then does the work: a failing run (retried
 * by the runner) never breaks the chain. Every instance queues the current slot when its runner
 * starts, which starts the chain on a fresh database and restarts it if it ever stopped.
 */
export const HOUSEKEEPING_JOB = 'housekeeping';
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export const slotOf = (at: number) => Math.floor(at / HOUSEKEEPING_EVERY_MS) * HOUSEKEEPING_EVERY_MS;
export const housekeepingJobId = (slot: number) => `${HOUSEKEEPING_JOB}:${new Date(slot).toISOString()}`;

interface Payload {
  slot: number;
}

/** Queues the slot `at` falls in (a no-op if it exists, run or not); true when this call queued it. */
export function scheduleHousekeeping(db: Kysely<Database>, at: number, now = at): Promise<boolean> {
  const slot = slotOf(at);
  return enqueueJob(db, { id: housekeepingJobId(slot), kind: HOUSEKEEPING_JOB, payload: { slot }, runAt: slot }, now);
}

export interface HousekeepingJobOptions {
  batchSize?: number;
  /** The work itself; tests replace it to count runs. */
  sweep?: (db: Kysely<Database>, o: HousekeepingOptions) => Promise<HousekeepingResult>;
}

export function registerHousekeepingJob(runner: JobRunner, db: Kysely<Database>, o: HousekeepingJobOptions = {}) {
  const sweep = o.sweep ?? runHousekeeping;
  runner.register<Payload>(HOUSEKEEPING_JOB, {
    run: async (_payload, ctx) => {
      // The slot after now, not after this job's slot: a late run (instances were down) does not
      // replay the hours it missed.
      await scheduleHousekeeping(db, slotOf(ctx.now()) + HOUSEKEEPING_EVERY_MS, ctx.now());
      const removed = await sweep(db, { now: ctx.now(), batchSize: o.batchSize, signal: ctx.signal });
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      if (total > 0) ctx.log.info({ removed }, 'housekeeping removed old rows');
    },
  });
}
