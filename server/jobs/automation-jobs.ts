import type { Kysely } from 'kysely';
import { SAFEGUARDS } from '../../common/automation-constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { executeAgentRun, failAgentRun, type AgentRunDeps } from '../services/automation-agent-runs.js';
import { AUTOMATION_RUN_JOB } from '../services/automation-runs.js';
import { resumeDailyLimits } from '../services/automation-safeguards.js';
import { dispatchDue, type DispatchOptions } from '../services/automation-scheduler.js';
import { enqueueJob } from './job-store.js';
import type { JobRunner } from './runner.js';

/**
 * The automation scheduler and the agent runs (server/services/automation-runs.ts). The scheduler
 * is a chain of one-minute slots, each its own job id `automation-scheduler:<minute, ISO>`, like
 * housekeeping: however many instances queue a minute it is one row and runs once. A run first
 * queues the next minute (a failing run never breaks the chain), then resumes the daily-limit
 * pauses whose day is over, then claims every due automation. Every instance queues the current
 * minute when its runner starts, which starts the chain on a fresh database and restarts it if it
 * ever stopped.
 */
export const AUTOMATION_SCHEDULER_JOB = 'automation-scheduler';
export const SCHEDULER_EVERY_MS = SAFEGUARDS.schedulerEveryMs;

export const minuteOf = (at: number) => Math.floor(at / SCHEDULER_EVERY_MS) * SCHEDULER_EVERY_MS;
export const schedulerJobId = (slot: number) => `${AUTOMATION_SCHEDULER_JOB}:${new Date(slot).toISOString()}`;

function queueMinute(db: Kysely<Database>, at: number, now: number): Promise<boolean> {
  const slot = minuteOf(at);
  return enqueueJob(
    db,
    { id: schedulerJobId(slot), kind: AUTOMATION_SCHEDULER_JOB, payload: { slot }, runAt: slot },
    now,
  );
}

export interface AutomationJobOptions extends Pick<DispatchOptions, 'batchSize' | 'concurrency'> {
  /** Tests replace the provider call of agent runs. */
  runAgent?: AgentRunDeps['runAgent'];
}

export function registerAutomationJobs(
  runner: JobRunner,
  db: Kysely<Database>,
  config: Config,
  o: AutomationJobOptions = {},
): void {
  runner.register(AUTOMATION_SCHEDULER_JOB, {
    run: async (_payload, ctx) => {
      // The minute after now, not after this job's minute: a late run does not replay missed minutes.
      await queueMinute(db, minuteOf(ctx.now()) + SCHEDULER_EVERY_MS, ctx.now());
      const resumed = await resumeDailyLimits(db, ctx.now());
      const claimed = await dispatchDue({ db }, ctx.now(), { ...o, signal: ctx.signal, log: ctx.log });
      if (resumed + claimed > 0) ctx.log.info({ resumed, claimed }, 'automation scheduler ran');
    },
  });
  const deps: AgentRunDeps = { db, config, runAgent: o.runAgent };
  runner.register<{ runId: string }>(AUTOMATION_RUN_JOB, {
    run: (p, ctx) => executeAgentRun(deps, p.runId, ctx),
    onGiveUp: (p, error, ctx) => failAgentRun(db, p.runId, error, ctx.now()),
  });
}

/** Starts (or restarts) the scheduler's chain of one-minute slots; a no-op when another instance did. */
export async function scheduleAutomationScheduler(db: Kysely<Database>, now: number): Promise<void> {
  await queueMinute(db, now, now);
}
