import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { PAUSE_REASON_TEXTS, SAFEGUARDS, type PauseReason, type RunTrigger } from '../../common/schemas/automations.js';
import type { Config } from '../config.js';
import type { AutomationRunTable, AutomationTable, Database, EmailAccountTable } from '../db/schema.js';
import { enqueueJob } from '../jobs/job-store.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { planAction, type AutomationRow, type PlannedAction } from './automation-actions.js';
import { estimateAgentCost } from './automation-agent.js';
import { isInactive, lastActivityAt, pauseForInactivity, pausePatch } from './automation-safeguards.js';
import { startOfNextDay, userDayKey } from './automation-schedule.js';
import { queueEmail } from './outbox.js';
import { createTask } from './tasks.js';
import { isPostgres } from '../db/is-postgres.js';

/**
 * One run of an automation, claimed exactly once (docs/decisions/030-automations.md). `claimRun`
 * is one transaction: the automation row is locked, every safeguard is checked against it, the run
 * row (unique per automation and slot) is written, the counters move, and an action that needs no
 * outside call (send, reply, forward, task) is carried out in the same transaction: the outbox row
 * (held for the automation's hold window, cancellable) or the task commits with the claim or not at
 * all. Agent actions call the provider, so their claim queues a job (`automation-run:<run id>`,
 * server/services/automation-agent-runs.ts) that finishes the run (completeAgentRun, in
 * automation-run-outcomes.ts, with the failures recorded after the claim).
 */
export type AutomationRunRow = Selectable<AutomationRunTable>;
type Trx = Transaction<Database>;
type Queryable = Kysely<Database> | Trx;
type AccountRow = Selectable<EmailAccountTable>;

export interface RunDeps {
  db: Kysely<Database>;
  /** Not needed by a claim; callers may pass their whole set of dependencies. */
  config?: Config;
}

export interface ClaimRequest {
  automationId: string;
  /** `schedule:<slot ms>`, `mail:<account id>:<Message-ID>`, `manual:<uuid>`, `immediate:<ms>`. */
  slotKey: string;
  trigger: RunTrigger;
  /** The slot a scheduled run is for (also in its key). */
  slotAt?: number;
  /** The condition that matched, in words (mail triggers). */
  matched?: string | null;
  /** The message that triggered the run (mail triggers, and Execute now of a mail automation). */
  message?: IncomingMessage;
  /** The scheduler's: where next_run_at moves with this claim (null: nothing more is scheduled). */
  nextRunAt?: number | null;
}

export type ClaimResult = { claimed: true; run: AutomationRunRow } | { claimed: false; reason: string };

export const ALREADY_CLAIMED = 'already claimed';
export const AUTOMATION_RUN_JOB = 'automation-run';
export const automationRunJobId = (runId: string) => `${AUTOMATION_RUN_JOB}:${runId}`;
export const outboxKeyOf = (runId: string) => `automation:${runId}`;

export const RUN_MESSAGES = {
  notFound: 'Automation not found',
  paused: 'This automation is paused. Resume it to let it run.',
  stopped: 'This automation is stopped. Start it to let it run.',
  manualOnly: 'This automation is paused; only Execute now runs it.',
  backingOff: (until: number) =>
    `Waiting after a failure: the next attempt is not before ${new Date(until).toISOString()}.`,
  replyWindow: (sender: string, hours: number) =>
    `Already answered ${sender} within the last ${hours} hour${hours === 1 ? '' : 's'}.`,
} as const;

/**
 * Locks the automation for this transaction: FOR UPDATE on PostgreSQL. SQLite has one writer; a
 * write as the first statement takes the write lock at once (waiting its busy timeout for another
 * process), so what this transaction reads next cannot change before it commits.
 */
export function lockAutomation(trx: Trx, id: string): Promise<AutomationRow | undefined> {
  if (isPostgres(trx)) {
    return trx.selectFrom('automations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }
  return trx
    .updateTable('automations')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The mailbox the automation sends from: its own, if usable; else the user's first usable one. */
export async function accountFor(
  db: Queryable,
  a: Pick<AutomationRow, 'account_id' | 'user_id'>,
): Promise<AccountRow | undefined> {
  const usable = (r: AccountRow | undefined) => r && r.is_active === 1 && r.needs_reauth !== 1;
  if (a.account_id) {
    const row = await db.selectFrom('email_accounts').selectAll().where('id', '=', a.account_id).executeTakeFirst();
    return usable(row) ? row : undefined;
  }
  const rows = await db
    .selectFrom('email_accounts')
    .selectAll()
    .where('user_id', '=', a.user_id)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.find(usable);
}

/** After failure n (1-based): the back-off, and whether the automation now pauses for failures. */
export function failurePatch(failures: number, now: number, mayPause = true): Updateable<AutomationTable> {
  const backoff = SAFEGUARDS.failureBackoffMs;
  const patch: Updateable<AutomationTable> = {
    consecutive_failures: failures,
    retry_at: now + backoff[Math.min(failures, backoff.length) - 1]!,
    updated_at: now,
  };
  const pause = mayPause && failures >= SAFEGUARDS.maxConsecutiveFailures;
  return pause ? { ...patch, ...pausePatch('failures', now) } : patch;
}

/** What a run that did its work resets on the automation. */
export const SUCCESS: Updateable<AutomationTable> = { consecutive_failures: 0, retry_at: null };

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message.slice(0, 1000) : 'The run failed for an unknown reason.';

/** Claims one run; see the file comment. Never throws for a refused claim, only for a broken database. */
export function claimRun(deps: RunDeps, req: ClaimRequest, now: number): Promise<ClaimResult> {
  return deps.db.transaction().execute((trx) => claimIn(trx, req, now));
}

async function claimIn(trx: Trx, req: ClaimRequest, now: number): Promise<ClaimResult> {
  const a = await lockAutomation(trx, req.automationId);
  if (!a) return { claimed: false, reason: RUN_MESSAGES.notFound };
  const manual = req.trigger === 'manual';
  // Status first: what the user chose (or a rule decided) is never overridden by a trigger.
  if (a.status === 'stopped')
    return refused(a.paused_reason ? PAUSE_REASON_TEXTS[a.paused_reason] : RUN_MESSAGES.stopped);
  if (a.status === 'paused') {
    if (a.paused_reason) return refused(PAUSE_REASON_TEXTS[a.paused_reason]);
    if (!manual) return refused(RUN_MESSAGES.paused);
  }
  const taken = await trx
    .selectFrom('automation_runs')
    .select('id')
    .where('automation_id', '=', a.id)
    .where('slot_key', '=', req.slotKey)
    .executeTakeFirst();
  if (taken) return refused(ALREADY_CLAIMED);

  const patch: Updateable<AutomationTable> = { updated_at: now };
  if (req.nextRunAt !== undefined) patch.next_run_at = req.nextRunAt;
  // A rule pauses an active automation. One the user paused (Execute now runs it) stays the
  // user's: only the rules that end it for good (expiry, the total limit) stop it.
  const rule = (reason: PauseReason, resumesAt: number | null = null): Updateable<AutomationTable> =>
    a.status === 'active' || reason === 'expired' || reason === 'total_limit' ? pausePatch(reason, now, resumesAt) : {};
  const base = {
    automation_id: a.id,
    user_id: a.user_id,
    slot_key: req.slotKey,
    trigger: req.trigger,
    matched: req.matched ?? null,
    started_at: now,
  };
  const finish = async (run: AutomationRunRow, changes: Updateable<AutomationTable>) => {
    await trx.insertInto('automation_runs').values(run).execute();
    await trx
      .updateTable('automations')
      .set({ ...patch, ...changes })
      .where('id', '=', a.id)
      .execute();
    return run;
  };
  const record = (fields: Partial<AutomationRunRow>): AutomationRunRow => ({
    id: randomUUID(),
    ...base,
    status: 'skipped',
    recipient: null,
    outbox_id: null,
    task_id: null,
    error: null,
    agent_prompt: null,
    agent_model: null,
    estimated_cost_usd: null,
    finished_at: now,
    ...fields,
  });
  /** A safeguard refused the run: recorded in the history with its reason, the slot used up. */
  const skip = async (reason: string, changes: Updateable<AutomationTable> = {}): Promise<ClaimResult> => {
    await finish(record({ status: 'skipped', error: reason }), changes);
    return { claimed: false, reason };
  };
  /** The run could not be carried out: recorded, and the automation backs off (and pauses after too many). */
  const fail = async (err: unknown): Promise<ClaimResult> => {
    const run = await finish(
      record({ status: 'failed', error: errorText(err) }),
      failurePatch(a.consecutive_failures + 1, now, a.status === 'active'),
    );
    return { claimed: true, run };
  };

  if (now >= Number(a.expires_at)) return skip(PAUSE_REASON_TEXTS.expired, rule('expired'));
  if (a.runs_total >= SAFEGUARDS.maxRunsTotal) return skip(PAUSE_REASON_TEXTS.total_limit, rule('total_limit'));
  const day = userDayKey(now, a.timezone);
  const today = a.runs_day === day ? a.runs_day_count : 0;
  if (today >= SAFEGUARDS.maxRunsPerDay) {
    return skip(PAUSE_REASON_TEXTS.daily_limit, rule('daily_limit', startOfNextDay(now, a.timezone)));
  }
  if (isInactive(await lastActivityAt(trx, a.user_id), now)) {
    await pauseForInactivity(trx, a.user_id, now);
    return skip(PAUSE_REASON_TEXTS.inactivity, rule('inactivity'));
  }
  const account = await accountFor(trx, a);
  if (!account) return skip(PAUSE_REASON_TEXTS.account, rule('account'));
  // Execute now is the user's own retry after fixing the cause: it does not wait out the back-off.
  // A slot or message that arrives meanwhile is used up, and the history says why it did nothing.
  if (!manual && a.retry_at !== null && Number(a.retry_at) > now) {
    return skip(RUN_MESSAGES.backingOff(Number(a.retry_at)));
  }

  let plan: PlannedAction;
  try {
    plan = planAction(a, { message: req.message, accountEmail: account.email, now, timezone: a.timezone });
  } catch (err) {
    return fail(err);
  }

  if (plan.kind === 'send') {
    if (plan.to.length === 0) return fail(new Error('The automation has no recipient to send to.'));
    const recipient = plan.to.join(', ').toLowerCase();
    if (a.action_type === 'reply') {
      const last = await trx
        .selectFrom('automation_replies')
        .select('replied_at')
        .where('automation_id', '=', a.id)
        .where('sender', '=', recipient)
        .executeTakeFirst();
      const windowMs = a.reply_window_hours * 60 * 60_000;
      if (last && now - Number(last.replied_at) < windowMs) {
        return skip(RUN_MESSAGES.replyWindow(recipient, a.reply_window_hours));
      }
      await trx
        .insertInto('automation_replies')
        .values({ automation_id: a.id, sender: recipient, replied_at: now })
        .onConflict((oc) => oc.columns(['automation_id', 'sender']).doUpdateSet({ replied_at: now }))
        .execute();
    }
    // Mail answering mail is where loops happen; a schedule's rate is fixed by its schedule.
    if (req.trigger === 'mail') {
      // Each address on its own: a forward to a list counts for every address on it.
      const recent = await trx
        .selectFrom('automation_runs')
        .select('recipient')
        .where('automation_id', '=', a.id)
        .where('recipient', 'is not', null)
        .where('status', 'in', ['succeeded', 'running'])
        .where('started_at', '>', now - SAFEGUARDS.breakerWindowMs)
        .execute();
      const sentTo = new Map<string, number>();
      for (const row of recent)
        for (const address of (row.recipient ?? '').split(', ')) sentTo.set(address, (sentTo.get(address) ?? 0) + 1);
      if (plan.to.some((address) => (sentTo.get(address.toLowerCase()) ?? 0) >= SAFEGUARDS.breakerSends - 1)) {
        return skip(PAUSE_REASON_TEXTS.circuit_breaker, rule('circuit_breaker'));
      }
    }
  }

  const counted: Updateable<AutomationTable> = {
    ...SUCCESS,
    runs_total: a.runs_total + 1,
    runs_day: day,
    runs_day_count: today + 1,
  };
  // The run that reaches a limit pauses the automation at once, so the panel says so now.
  const limit =
    a.runs_total + 1 >= SAFEGUARDS.maxRunsTotal
      ? rule('total_limit')
      : today + 1 >= SAFEGUARDS.maxRunsPerDay
        ? rule('daily_limit', startOfNextDay(now, a.timezone))
        : {};
  const runId = randomUUID();

  if (plan.kind === 'agent') {
    let estimate: { model: string; estimatedCostUsd: number };
    try {
      estimate = estimateAgentCost(plan.agentId, plan.prompt);
    } catch (err) {
      return fail(err);
    }
    const run = record({
      id: runId,
      status: 'running',
      finished_at: null,
      recipient: plan.output === 'email' ? plan.to.join(', ').toLowerCase() : null,
      agent_prompt: plan.prompt,
      agent_model: estimate.model,
      estimated_cost_usd: estimate.estimatedCostUsd,
    });
    await finish(run, { ...counted, ...limit });
    const payload = { runId, message: req.message ?? null };
    await enqueueJob(trx, { id: automationRunJobId(runId), kind: AUTOMATION_RUN_JOB, payload, runAt: now }, now);
    return { claimed: true, run };
  }

  const done = { ...counted, ...limit, last_executed_at: now };
  if (plan.kind === 'task') {
    const task = await createTask(trx, a.user_id, { title: plan.title, description: plan.description }, now);
    const run = await finish(record({ id: runId, status: 'succeeded', task_id: task.id }), done);
    return { claimed: true, run };
  }
  const outbox = await queueEmail(
    trx,
    {
      userId: a.user_id,
      accountId: account.id,
      to: plan.to,
      subject: plan.subject,
      body: plan.body,
      sendAt: now + a.hold_seconds * 1000,
      systemKey: outboxKeyOf(runId),
      automated: true,
      inReplyTo: plan.inReplyTo,
      references: plan.references,
      threadId: plan.threadId,
    },
    now,
  );
  const recipient = plan.to.join(', ').toLowerCase();
  const run = await finish(record({ id: runId, status: 'succeeded', outbox_id: outbox.id, recipient }), done);
  return { claimed: true, run };
}

const refused = (reason: string): ClaimResult => ({ claimed: false, reason });
