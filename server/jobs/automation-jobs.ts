import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { JobRunner } from './runner.js';

/** The automation scheduler and run jobs (server/services/automation-runs.ts). */
export function registerAutomationJobs(_runner: JobRunner, _db: Kysely<Database>, _config: Config): void {}

/** Starts (or restarts) the scheduler's chain of one-minute slots; a no-op when another instance did. */
export async function scheduleAutomationScheduler(_db: Kysely<Database>, _now: number): Promise<void> {}
