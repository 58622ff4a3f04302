import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { JobRunner } from './runner.js';

/** Reading new mail of synced accounts for keyword and sender triggers (server/services/mail-triggers.ts). */
export function registerMailTriggerJobs(_runner: JobRunner, _db: Kysely<Database>, _config: Config): void {}
