import { newestFirstOfUser } from '../db/compiled-page.js';
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { keysetPage, positionOf, toPage, type Page } from '../db/keyset.js';
import { AGENTS } from '../../common/agents/catalogue.js';
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_MESSAGES,
  SAFEGUARDS,
  intervalNumber,
  type Automation,
  type AutomationFields,
  type AutomationRun,
  type AutomationStatus,
  type NextRunPreview,
} from '../../common/schemas/automations.js';
import type { AutomationTable, Database } from '../db/schema.js';
import { cancelQueuedJob } from '../jobs/job-store.js';
import { invalid, notFound } from '../lib/domain-error.js';
import { forgetAgentKeyIfUnused } from './automation-agent.js';
import {
  computeNextRun,
  describeRun,
  SCHEDULE_COLUMNS,
  userTimezone,
  type ScheduleFields,
} from './automation-schedule.js';
import { findOwnAccount } from './email-accounts.js';
import { sendJobId } from './outbox.js';
import { isPostgres } from '../db/is-postgres.js';
import { toAutomation, toAutomationRun, toAutomations } from './automation-views.js';

/**
 * Automations as their owner manages them: the form's fields stored and read back, the next run
 * computed in the user's timezone, and the lifecycle (active, paused, stopped) with only the
 * moves the form offers each state (automation-lifecycle.ts). Running them is automation-runs.ts;
 * the safeguards that pause them are automation-safeguards.ts.
 */

export type AutomationRow = Selectable<AutomationTable>;
type Queryable = Kysely<Database> | Transaction<Database>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const orNull = (value: string | null | undefined) => (value ? value : null);

const automationNotFound = () => notFound(AUTOMATION_MESSAGES.notFound, 'automation_not_found');

/** The caller's own automation, or a 404 (another user's id looks exactly like an unknown one). */
export async function findOwnAutomation(db: Queryable, userId: string, id: string): Promise<AutomationRow> {
  const row = await db
    .selectFrom('automations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw automationNotFound();
  return row;
}

/** The timezone the user's schedules are computed in: the profile's, or UTC. */
export async function timezoneOf(db: Queryable, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  return userTimezone(user?.timezone);
}

const AGENT_IDS = new Set(AGENTS.map((a) => a.id));

/** The form's fields as columns (without status, timezone, counters and times). */
export type FormColumns = Omit<
  AutomationRow,
  | 'id'
  | 'user_id'
  | 'status'
  | 'timezone'
  | 'next_run_at'
  | 'last_executed_at'
  | 'paused_reason'
  | 'paused_at'
  | 'resumes_at'
  | 'consecutive_failures'
  | 'retry_at'
  | 'runs_total'
  | 'runs_day'
  | 'runs_day_count'
  | 'expires_at'
  | 'created_at'
  | 'updated_at'
>;

/**
 * The form as columns, after the rules the schema cannot check: the account must be the user's
 * (404 otherwise, as for any id of someone else's) and the agent one of the library's.
 */
async function formColumns(db: Queryable, userId: string, f: AutomationFields): Promise<FormColumns> {
  const columns = formFieldColumns(f);
  if (columns.account_id) await findOwnAccount(db, userId, columns.account_id);
  if (columns.agent_id && !AGENT_IDS.has(columns.agent_id)) throw invalid('Unknown agent', 'unknown_agent');
  return columns;
}

/**
 * The form's fields as the columns a run reads, with no database check: saving (formColumns) and
 * the dry run's stand-in row both build them here, so the two cannot drift apart. Fields a trigger
 * or schedule does not use keep the form's defaults, so switching back shows them.
 */
export function formFieldColumns(f: AutomationFields): FormColumns {
  return {
    account_id: orNull(f.accountId),
    name: f.name,
    description: f.description,
    trigger_type: f.triggerType,
    trigger_value: f.triggerValue,
    action_type: f.actionType,
    ...scheduleColumns(f),
    recipient_email: f.recipientEmail,
    email_subject: f.emailSubject,
    email_body: f.emailBody,
    email_template: f.emailTemplate,
    agent_id: orNull(f.agentId),
    agent_prompt: f.agentPrompt,
    agent_output: f.agentOutput,
    hold_seconds: f.holdSeconds,
    reply_window_hours: f.replyWindowHours,
  };
}

/** The schedule part of the form as the columns computeNextRun reads. */
export function scheduleColumns(f: AutomationFields): Omit<ScheduleFields, 'trigger_type'> {
  return {
    schedule_type: f.scheduleType ?? AUTOMATION_DEFAULTS.scheduleType,
    interval_value: intervalNumber(f.intervalValue) ?? AUTOMATION_DEFAULTS.intervalValue,
    interval_unit: f.intervalUnit ?? AUTOMATION_DEFAULTS.intervalUnit,
    specific_date: orNull(f.specificDate),
    specific_time: orNull(f.specificTime),
    daily_time: orNull(f.dailyTime),
    weekly_day: f.weeklyDay ?? AUTOMATION_DEFAULTS.weeklyDay,
  };
}

const sameSchedule = (a: ScheduleFields, b: ScheduleFields) =>
  SCHEDULE_COLUMNS.every((key) => String(a[key]) === String(b[key]));

/** Only an active schedule has a next run; mail triggers and immediate ones wait for their event. */
const nextRunFor = (status: AutomationStatus, a: ScheduleFields, timezone: string, now: number) =>
  status === 'active' ? computeNextRun(a, timezone, now) : null;

/** What a new automation starts from: never run, not paused by a rule, its lifetime counted from now. */
export const freshState = (now: number) => ({
  next_run_at: null,
  last_executed_at: null,
  paused_reason: null,
  paused_at: null,
  resumes_at: null,
  consecutive_failures: 0,
  retry_at: null,
  runs_total: 0,
  runs_day: null,
  runs_day_count: 0,
  expires_at: now + SAFEGUARDS.lifetimeMs,
  created_at: now,
  updated_at: now,
});

const automationsPage = newestFirstOfUser('automations');

/** Newest first; the id breaks ties between automations created in the same millisecond. */
export async function listAutomations(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
  now = Date.now(),
): Promise<Page<Automation>> {
  const { rows } = await db.executeQuery(automationsPage(db, page, userId));
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: toAutomations(pageRows, now), next };
}

export async function createAutomation(
  db: Kysely<Database>,
  userId: string,
  f: AutomationFields,
  now = Date.now(),
): Promise<Automation> {
  const columns = await formColumns(db, userId, f);
  const timezone = await timezoneOf(db, userId);
  // The form's switch: an automation saved switched off waits paused (by the user) until resumed.
  const status: AutomationStatus = f.status === 'active' && !f.isActive ? 'paused' : f.status;
  const row: AutomationRow = {
    id: randomUUID(),
    user_id: userId,
    ...columns,
    status,
    timezone,
    ...freshState(now),
    next_run_at: nextRunFor(status, columns, timezone, now),
    paused_at: status === 'paused' ? now : null,
  };
  await db.insertInto('automations').values(row).execute();
  return toAutomation(row, now);
}

/**
 * Saves the form over the automation. Its state (status, a safeguard's pause, counters, history)
 * is not the form's to change: the lifecycle buttons do that. The next run is computed again from
 * the new schedule, in the user's timezone as it is now.
 */
export async function updateAutomation(
  db: Kysely<Database>,
  userId: string,
  id: string,
  f: AutomationFields,
  now = Date.now(),
): Promise<Automation> {
  const columns = await formColumns(db, userId, f);
  const timezone = await timezoneOf(db, userId);
  return db.transaction().execute(async (trx) => {
    const current = await findOwnAutomationForUpdate(trx, userId, id);
    // An edit that leaves the schedule as it was (a new subject, another recipient) keeps the run
    // that is due: renaming an every-15-minutes automation must not push its next run back.
    const keep = current.next_run_at !== null && timezone === current.timezone && sameSchedule(current, columns);
    const row = await trx
      .updateTable('automations')
      .set({
        ...columns,
        timezone,
        next_run_at: keep ? current.next_run_at : nextRunFor(current.status, columns, timezone, now),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAutomation(row, now);
  });
}

/**
 * After the profile's timezone changed: every automation of the user takes the new zone, and
 * active schedules given as a time of day (a specific time still to come, daily, weekly) run next
 * at that time in the new zone. Intervals keep the run that is due: their next run is a moment,
 * not a time of day, and moving it would push it back (the later ones follow the new zone).
 * Answers how many next runs moved.
 */
export async function followProfileTimezone(db: Queryable, userId: string, now = Date.now()): Promise<number> {
  const timezone = await timezoneOf(db, userId);
  const rows = await db
    .selectFrom('automations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('timezone', '!=', timezone)
    .execute();
  let moved = 0;
  for (const row of rows) {
    const byClock =
      row.status === 'active' &&
      row.trigger_type === 'schedule' &&
      row.schedule_type !== 'interval' &&
      // A specific time that already ran (or passed) must not come back in a zone where it is still ahead.
      (row.schedule_type !== 'specific_time' || row.next_run_at !== null);
    const next = byClock ? computeNextRun(row, timezone, now) : row.next_run_at;
    if (byClock) moved++;
    await db
      .updateTable('automations')
      .set({ timezone, next_run_at: next, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  return moved;
}

/** Reads the user's automation for update (a row lock on PostgreSQL; SQLite writes one at a time). */
export async function findOwnAutomationForUpdate(trx: Queryable, userId: string, id: string): Promise<AutomationRow> {
  let query = trx.selectFrom('automations').selectAll().where('id', '=', id).where('user_id', '=', userId);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw automationNotFound();
  return row;
}

/**
 * Deletes the automation with its history. Messages it queued that still wait in their hold
 * window are cancelled (nobody could see or stop them once the history is gone); sent ones stay in
 * the outbox. The stored agent key goes when no agent automation is left.
 */
export async function deleteAutomation(db: Kysely<Database>, userId: string, id: string, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    await findOwnAutomationForUpdate(trx, userId, id);
    const held = await trx
      .updateTable('email_outbox')
      .set({ status: 'cancelled', next_attempt_at: null, updated_at: now })
      .where('user_id', '=', userId)
      .where('status', '=', 'scheduled')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('automation_runs')
          .select('outbox_id')
          .where('automation_id', '=', id)
          .where('outbox_id', 'is not', null)
          .$narrowType<{ outbox_id: string }>(),
      )
      .returning('id')
      .execute();
    for (const { id: outboxId } of held) await cancelQueuedJob(trx, sendJobId(outboxId), now);
    await trx.deleteFrom('automations').where('id', '=', id).where('user_id', '=', userId).execute();
    await forgetAgentKeyIfUnused(trx, userId);
  });
}

/** When the form's schedule would run next, in the user's timezone, before anything is saved. */
export async function nextRunPreview(
  db: Kysely<Database>,
  userId: string,
  f: AutomationFields,
  now = Date.now(),
): Promise<NextRunPreview> {
  // The form's account is checked as saving would: someone else's id learns nothing here either.
  const accountId = orNull(f.accountId);
  if (accountId) await findOwnAccount(db, userId, accountId);
  const timezone = await timezoneOf(db, userId);
  const next = computeNextRun({ trigger_type: f.triggerType, ...scheduleColumns(f) }, timezone, now);
  return { nextRunAt: iso(next), timezone, text: previewText(f, next, timezone) };
}

function previewText(f: AutomationFields, next: number | null, timezone: string): string {
  if (next !== null) return describeRun(next, timezone);
  switch (f.triggerType) {
    case 'immediate':
      return 'Not scheduled: it runs when you execute it';
    case 'keyword':
    case 'sender':
      return 'Not scheduled: it runs when matching mail arrives';
    case 'schedule':
      return f.scheduleType === 'specific_time' && f.specificDate && f.specificTime
        ? 'Not scheduled: that time has passed'
        : 'Not scheduled: the schedule is incomplete';
  }
}

/** The automation's runs, newest first, with the state of each message they queued. */
export async function listRuns(
  db: Kysely<Database>,
  userId: string,
  automationId: string,
  page: PageQuery,
): Promise<Page<AutomationRun>> {
  await findOwnAutomation(db, userId, automationId);
  const rows = await db
    .selectFrom('automation_runs as r')
    .leftJoin('email_outbox as o', 'o.id', 'r.outbox_id')
    .selectAll('r')
    .select(['o.status as outbox_status', 'o.send_at as outbox_send_at'])
    .where('r.automation_id', '=', automationId)
    .where('r.user_id', '=', userId)
    .$call(keysetPage('r.started_at', 'r.id', 'desc', page))
    .execute();
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('started_at'));
  return {
    rows: pageRows.map(({ outbox_status, outbox_send_at, ...run }) =>
      toAutomationRun(run, { status: outbox_status, send_at: outbox_send_at }),
    ),
    next,
  };
}
