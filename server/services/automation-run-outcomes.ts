import type { Kysely } from 'kysely';
import { PAUSE_REASON_TEXTS } from '../../common/schemas/automations.js';
import type { Database } from '../db/schema.js';
import {
  accountFor,
  failurePatch,
  lockAutomation,
  outboxKeyOf,
  SUCCESS,
  type AutomationRunRow,
} from './automation-runs.js';
import { pausePatch } from './automation-safeguards.js';
import { queueEmail } from './outbox.js';
import { createTask } from './tasks.js';

/**
 * What happens to a run after its claim: an agent run finished with the provider's answer, or a
 * run failed later (the agent call, or the outbox giving up on its message), with the automation's
 * back-off and pause rules applied in the same transaction.
 */

/**
 * A run that had started (an agent run) or whose message the outbox gave up on failed: recorded
 * on the run, and the automation backs off (and pauses after repeated failures). A run already
 * failed, or gone, is left alone.
 */
export async function failRun(
  db: Kysely<Database>,
  where: { runId: string } | { outboxId: string },
  error: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('automation_runs').select(['id', 'automation_id', 'status']);
    q = 'runId' in where ? q.where('id', '=', where.runId) : q.where('outbox_id', '=', where.outboxId);
    const found = await q.executeTakeFirst();
    if (!found || (found.status !== 'running' && found.status !== 'succeeded')) return false;
    const a = await lockAutomation(trx, found.automation_id);
    if (!a) return false;
    const moved = await trx
      .updateTable('automation_runs')
      .set({ status: 'failed', error: error.slice(0, 1000), finished_at: now })
      .where('id', '=', found.id)
      .where('status', 'in', ['running', 'succeeded'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    // A pause the user (or another rule) chose meanwhile stays as it is.
    const patch = failurePatch(a.consecutive_failures + 1, now, a.status === 'active');
    await trx.updateTable('automations').set(patch).where('id', '=', a.id).execute();
    return true;
  });
}

/** The outbox gave up on an automated message: its run failed (server/services/email-delivery.ts). */
export function automatedSendFailed(db: Kysely<Database>, outboxId: string, error: string, now: number) {
  return failRun(db, { outboxId }, error, now);
}

/**
 * Finishes an agent run after the provider answered: the answer is mailed to the user or becomes a
 * task, in one transaction with the run's outcome (the outbox key is the run's, so a repeat after
 * a crash finds the message it queued instead of queueing a second).
 */
export async function completeAgentRun(
  db: Kysely<Database>,
  runId: string,
  answer: { text: string; model: string; prompt: string; estimatedCostUsd: number },
  now: number,
): Promise<AutomationRunRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('automation_runs')
      .select('automation_id')
      .where('id', '=', runId)
      .executeTakeFirst();
    if (!found) return undefined;
    const a = await lockAutomation(trx, found.automation_id);
    const run = await trx.selectFrom('automation_runs').selectAll().where('id', '=', runId).executeTakeFirst();
    if (!a || !run || run.status !== 'running') return undefined;
    const agent = {
      agent_model: answer.model,
      agent_prompt: answer.prompt,
      estimated_cost_usd: answer.estimatedCostUsd,
      finished_at: now,
    };
    let produced: Partial<AutomationRunRow>;
    if (a.agent_output === 'task') {
      const task = await createTask(
        trx,
        a.user_id,
        { title: a.name.slice(0, 200), description: answer.text.slice(0, 5000) },
        now,
      );
      produced = { task_id: task.id };
    } else {
      const account = await accountFor(trx, a);
      if (!account) {
        await trx
          .updateTable('automation_runs')
          .set({ ...agent, status: 'failed', error: PAUSE_REASON_TEXTS.account })
          .where('id', '=', runId)
          .execute();
        await trx
          .updateTable('automations')
          .set(pausePatch('account', now))
          .where('id', '=', a.id)
          .where('status', '=', 'active')
          .execute();
        return undefined;
      }
      const outbox = await queueEmail(
        trx,
        {
          userId: a.user_id,
          accountId: account.id,
          to: [account.email],
          subject: a.name,
          body: answer.text,
          sendAt: now + a.hold_seconds * 1000,
          systemKey: outboxKeyOf(runId),
          automated: true,
        },
        now,
      );
      produced = { outbox_id: outbox.id, recipient: account.email.toLowerCase() };
    }
    const finished = await trx
      .updateTable('automation_runs')
      .set({ ...agent, ...produced, status: 'succeeded' })
      .where('id', '=', runId)
      .returningAll()
      .executeTakeFirst();
    await trx
      .updateTable('automations')
      .set({ ...SUCCESS, last_executed_at: now, updated_at: now })
      .where('id', '=', a.id)
      .execute();
    return finished;
  });
}
