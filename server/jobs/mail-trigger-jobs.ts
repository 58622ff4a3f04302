import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import {
  accountsToScan,
  dropIdleCursors,
  mailTriggerDeps,
  scanAccount,
  type MailTriggerDeps,
} from '../services/mail-triggers.js';
import { enqueueJob, requeueJob } from './job-store.js';
import type { JobRunner } from './runner.js';

/**
 * Reading new mail of synced accounts for keyword and sender triggers (server/services/mail-triggers.ts).
 * A chain of one-minute slots like housekeeping's: `mail-scan:<minute, ISO>` is one row however
 * many instances queue it, and its run first queues the next minute, then the job that reads each
 * account, `mail-scan:<account id>`, so accounts are read in parallel across instances and a slow
 * or failing mailbox holds up no other. That job is one row per account, queued again each minute
 * once its last read finished (requeueJob): a read still running is not doubled, and the jobs table
 * does not grow by a row per account per minute.
 */
export const MAIL_SCAN_JOB = 'mail-scan';
export const MAIL_SCAN_ACCOUNT_JOB = 'mail-scan-account';
export const MAIL_SCAN_EVERY_MS = 60_000;

export const mailScanSlotOf = (at: number) => Math.floor(at / MAIL_SCAN_EVERY_MS) * MAIL_SCAN_EVERY_MS;
const iso = (slot: number) => new Date(slot).toISOString();
export const mailScanJobId = (slot: number) => `${MAIL_SCAN_JOB}:${iso(slot)}`;
export const mailScanAccountJobId = (accountId: string) => `${MAIL_SCAN_JOB}:${accountId}`;

/** Queues the minute `at` falls in (a no-op if it exists); true when this call queued it. */
export function scheduleMailScans(db: Kysely<Database>, at: number, now = at): Promise<boolean> {
  const slot = mailScanSlotOf(at);
  return enqueueJob(db, { id: mailScanJobId(slot), kind: MAIL_SCAN_JOB, payload: { slot }, runAt: slot }, now);
}

export interface MailTriggerJobOptions {
  /** Tests hand in their readers or claim (see MailTriggerDeps). */
  deps?: Partial<Pick<MailTriggerDeps, 'readers' | 'claimRun'>>;
}

export function registerMailTriggerJobs(
  runner: JobRunner,
  db: Kysely<Database>,
  config: Config,
  o: MailTriggerJobOptions = {},
): void {
  const deps = mailTriggerDeps(db, config);
  runner.register<{ slot: number }>(MAIL_SCAN_JOB, {
    run: async (_payload, ctx) => {
      const now = ctx.now();
      // The minute after now, not after this job's: a late run does not replay the minutes it missed.
      await scheduleMailScans(db, mailScanSlotOf(now) + MAIL_SCAN_EVERY_MS, now);
      const accounts = await accountsToScan(db);
      await dropIdleCursors(db);
      for (const accountId of accounts) {
        await requeueJob(
          db,
          {
            id: mailScanAccountJobId(accountId),
            kind: MAIL_SCAN_ACCOUNT_JOB,
            payload: { accountId },
            runAt: now,
          },
          now,
        );
      }
    },
  });

  runner.register<{ accountId: string }>(MAIL_SCAN_ACCOUNT_JOB, {
    run: async ({ accountId }, ctx) => {
      try {
        const result = await scanAccount({ ...deps, log: ctx.log, ...o.deps }, accountId, ctx.now());
        if (result.claimed + result.guarded > 0) ctx.log.info({ accountId, ...result }, 'mail triggers ran');
      } catch (err) {
        // The next minute reads again from the same cursor; retrying this one too would only
        // pile reads of one mailbox on top of each other.
        ctx.log.warn({ accountId, err }, 'reading new mail for triggers failed; the next minute tries again');
      }
    },
  });
}
