import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../lib/domain-error.js';
import { runAgent } from './automation-agent.js';
import { completeAgentRun, failRun } from './automation-run-outcomes.js';

/**
 * The second half of an agent run (its claim, in claimRun, recorded the exact prompt and queued
 * the job `automation-run:<run id>`): the provider is called with the user's stored key, then the
 * answer is mailed to the user or becomes a task, in one transaction with the run's outcome. A
 * refusal the user must act on (no stored key, the provider refused the key or the request) fails
 * the run at once and the automation backs off; anything else is thrown for the job runner to try
 * again, and fails the run when the runner gives up (failAgentRun).
 */
export interface AgentRunDeps {
  db: Kysely<Database>;
  config: Config;
  /** Tests replace the provider call. */
  runAgent?: typeof runAgent;
}

export async function executeAgentRun(
  deps: AgentRunDeps,
  runId: string,
  ctx: { now(): number; signal?: AbortSignal },
): Promise<void> {
  const { db } = deps;
  const run = await db
    .selectFrom('automation_runs')
    .innerJoin('automations', 'automations.id', 'automation_runs.automation_id')
    .select([
      'automation_runs.status',
      'automation_runs.user_id',
      'automation_runs.agent_prompt',
      'automations.agent_id',
    ])
    .where('automation_runs.id', '=', runId)
    .executeTakeFirst();
  if (!run || run.status !== 'running') return; // finished by an earlier attempt, or deleted
  const call = deps.runAgent ?? runAgent;
  let answer: Awaited<ReturnType<typeof runAgent>>;
  try {
    answer = await call(deps, run.user_id, { agentId: run.agent_id ?? '', prompt: run.agent_prompt ?? '' }, ctx.signal);
  } catch (err) {
    if (err instanceof DomainError) {
      await failRun(db, { runId }, err.message, ctx.now());
      return;
    }
    throw err;
  }
  await completeAgentRun(db, runId, answer, ctx.now());
}

/** The job runner gave up on the run (the provider kept failing): the run failed. */
export async function failAgentRun(db: Kysely<Database>, runId: string, error: string, now: number): Promise<void> {
  await failRun(db, { runId }, `The agent could not be reached: ${error}`, now);
}
