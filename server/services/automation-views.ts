import type { Selectable } from 'kysely';
import { PAUSE_REASON_TEXTS, type Automation, type AutomationRun } from '../../common/schemas/automations.js';
import type { AutomationRunTable, AutomationTable } from '../db/schema.js';
import { userDayKey } from './automation-schedule.js';

/**
 * Automations and their runs as the API answers them: rows to the contract's shapes, with times as
 * ISO 8601 and the counters read for the user's current day.
 */
type AutomationRow = Selectable<AutomationTable>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toAutomation(row: AutomationRow, now = Date.now()): Automation {
  return automationView(row, userDayKey(now, row.timezone));
}

/** A page of automations: the day is read once per timezone on the page, not once per row. */
export function toAutomations(rows: AutomationRow[], now = Date.now()): Automation[] {
  const days = new Map<string, string>();
  return rows.map((row) => {
    let today = days.get(row.timezone);
    if (today === undefined) days.set(row.timezone, (today = userDayKey(now, row.timezone)));
    return automationView(row, today);
  });
}

function automationView(row: AutomationRow, today: string): Automation {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    triggerType: row.trigger_type,
    triggerValue: row.trigger_value,
    actionType: row.action_type,
    scheduleType: row.schedule_type,
    intervalValue: Number(row.interval_value),
    intervalUnit: row.interval_unit,
    specificDate: row.specific_date,
    specificTime: row.specific_time,
    dailyTime: row.daily_time,
    weeklyDay: row.weekly_day,
    recipientEmail: row.recipient_email,
    emailSubject: row.email_subject,
    emailBody: row.email_body,
    emailTemplate: row.email_template,
    isActive: row.status === 'active',
    accountId: row.account_id,
    agentId: row.agent_id,
    agentPrompt: row.agent_prompt,
    agentOutput: row.agent_output,
    holdSeconds: Number(row.hold_seconds),
    replyWindowHours: Number(row.reply_window_hours),
    timezone: row.timezone,
    nextRunAt: iso(row.next_run_at),
    lastExecuted: iso(row.last_executed_at),
    pausedReason: row.paused_reason,
    pausedReasonText: row.paused_reason ? PAUSE_REASON_TEXTS[row.paused_reason] : null,
    pausedAt: iso(row.paused_at),
    resumesAt: iso(row.resumes_at),
    consecutiveFailures: Number(row.consecutive_failures),
    runsTotal: Number(row.runs_total),
    runsToday: row.runs_day === today ? Number(row.runs_day_count) : 0,
    expiresAt: iso(row.expires_at)!,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** A run as the history shows it, with the state of the message it queued (when there is one). */
export function toAutomationRun(
  row: Selectable<AutomationRunTable>,
  outbox?: { status: string | null; send_at: number | null } | null,
): AutomationRun {
  const slot = /^schedule:(\d+)$/.exec(row.slot_key);
  return {
    id: row.id,
    automationId: row.automation_id,
    trigger: row.trigger,
    status: row.status,
    slotAt: slot ? iso(Number(slot[1])) : null,
    matched: row.matched,
    recipient: row.recipient,
    outboxId: row.outbox_id,
    outboxStatus: outbox?.status ?? null,
    outboxSendAt: outbox?.send_at == null ? null : iso(outbox.send_at),
    taskId: row.task_id,
    error: row.error,
    agentPrompt: row.agent_prompt,
    agentModel: row.agent_model,
    estimatedCostUsd: row.estimated_cost_usd === null ? null : Number(row.estimated_cost_usd),
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
  };
}
