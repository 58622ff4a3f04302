import type { Kysely, Updateable } from 'kysely';
import { SAFEGUARDS, type AutomationActionResult, type AutomationStatus } from '../../common/schemas/automations.js';
import type { AutomationTable, Database } from '../db/schema.js';
import { conflict } from '../lib/domain-error.js';
import { computeNextRun } from './automation-schedule.js';
import { toAutomation } from './automation-views.js';
import { findOwnAutomationForUpdate, timezoneOf } from './automations.js';

/** The lifecycle: which states each move starts from, where it goes, and what the toast says. */
const MOVES = {
  pause: { from: ['active'], to: 'paused', message: 'Automation paused' },
  resume: { from: ['paused'], to: 'active', message: 'Automation resumed' },
  stop: { from: ['active', 'paused'], to: 'stopped', message: 'Automation stopped' },
  start: { from: ['stopped'], to: 'active', message: 'Automation started' },
} as const satisfies Record<string, { from: readonly AutomationStatus[]; to: AutomationStatus; message: string }>;
export type LifecycleMove = keyof typeof MOVES;

const REFUSALS: Record<LifecycleMove, (status: AutomationStatus) => string> = {
  pause: (status) => `Only an active automation can be paused; this one is ${status}.`,
  resume: (status) => `Only a paused automation can be resumed; this one is ${status}.`,
  stop: () => 'This automation is already stopped.',
  start: (status) => `Only a stopped automation can be started; this one is ${status}.`,
};

/**
 * Active offers pause and stop; paused offers resume; stopped offers start (the form's buttons).
 * Any other move is a 409 that says which. Resuming or starting clears a safeguard's pause and the
 * failure count and schedules the next run from now; it cannot bring back an automation that
 * expired or used up its runs, since the next claim would stop it again.
 */
export async function moveAutomation(
  db: Kysely<Database>,
  userId: string,
  id: string,
  move: LifecycleMove,
  now = Date.now(),
): Promise<AutomationActionResult> {
  const { from, to, message } = MOVES[move];
  return db.transaction().execute(async (trx) => {
    const current = await findOwnAutomationForUpdate(trx, userId, id);
    if (!(from as readonly string[]).includes(current.status)) {
      throw conflict(REFUSALS[move](current.status), 'automation_state');
    }
    const set: Updateable<AutomationTable> = { status: to, updated_at: now };
    if (to === 'active') {
      if (current.expires_at <= now) {
        throw conflict(
          'This automation expired one year after it was created. Create a new one.',
          'automation_expired',
        );
      }
      if (Number(current.runs_total) >= SAFEGUARDS.maxRunsTotal) {
        throw conflict(
          'This automation reached its 1,000 executions and cannot run again. Create a new one.',
          'automation_used_up',
        );
      }
      const timezone = await timezoneOf(trx, userId);
      Object.assign(set, {
        timezone,
        next_run_at: computeNextRun(current, timezone, now),
        paused_reason: null,
        paused_at: null,
        resumes_at: null,
        consecutive_failures: 0,
        retry_at: null,
      });
    } else {
      Object.assign(set, {
        next_run_at: null,
        // A pause by the user: no rule's reason and nothing resumes it but the user.
        paused_reason: null,
        resumes_at: null,
        paused_at: to === 'paused' ? now : null,
      });
    }
    const row = await trx
      .updateTable('automations')
      .set(set)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { message, automation: toAutomation(row, now), run: null };
  });
}
