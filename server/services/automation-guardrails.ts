import type { Kysely } from 'kysely';
import { PAUSE_REASON_TEXTS, SAFEGUARDS, type GuardrailStatus } from '../../common/schemas/automations.js';
import type { Database } from '../db/schema.js';
import { lastActivityAt } from './automation-safeguards.js';

/** The panel lists at most this many failed runs, of the last day. */
export const RECENT_FAILURES_LIMIT = 20;
const DAY_MS = 24 * 60 * 60_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export interface GuardrailOptions {
  /** Whether the user's plan includes automations (common/entitlements.ts). */
  entitled: boolean;
  /** The refusal shown when it does not. */
  planMessage: string;
}

/**
 * GET /api/guardrails/status: the specified shape (user, automations, canCreateNew) and what the
 * panel needs to explain it: the limits, each automation a rule paused (which rule, since when,
 * until when) and the failures of the last day.
 */
export async function guardrailStatus(
  db: Kysely<Database>,
  userId: string,
  now: number,
  options: GuardrailOptions,
): Promise<GuardrailStatus> {
  const [lastActivity, rows, failures] = await Promise.all([
    lastActivityAt(db, userId),
    db
      .selectFrom('automations')
      .select(['id', 'name', 'status', 'paused_reason', 'paused_at', 'resumes_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('automation_runs as r')
      .innerJoin('automations as a', 'a.id', 'r.automation_id')
      .select(['r.automation_id', 'a.name', 'r.error', 'r.started_at', 'r.finished_at'])
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 'failed')
      .where('r.started_at', '>=', now - DAY_MS)
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(RECENT_FAILURES_LIMIT)
      .execute(),
  ]);
  const automationsPaused = rows.some((row) => row.paused_reason === 'inactivity');
  return {
    user: { automationsPaused, lastActivityAt: iso(lastActivity) },
    automations: { active: rows.filter((row) => row.status === 'active').length, total: rows.length },
    canCreateNew: canCreate(options, automationsPaused),
    limits: {
      maxRunsPerDay: SAFEGUARDS.maxRunsPerDay,
      maxRunsTotal: SAFEGUARDS.maxRunsTotal,
      inactivityPauseDays: SAFEGUARDS.inactivityPauseMs / DAY_MS,
      lifetimeDays: SAFEGUARDS.lifetimeMs / DAY_MS,
      schedulerEverySeconds: SAFEGUARDS.schedulerEveryMs / 1000,
    },
    paused: rows.flatMap((row) =>
      row.paused_reason
        ? [
            {
              id: row.id,
              name: row.name,
              reason: row.paused_reason,
              text: PAUSE_REASON_TEXTS[row.paused_reason],
              since: iso(row.paused_at),
              resumesAt: iso(row.resumes_at),
            },
          ]
        : [],
    ),
    recentFailures: failures.map((f) => ({
      automationId: f.automation_id,
      name: f.name,
      error: f.error ?? 'The run failed',
      at: iso(f.finished_at ?? f.started_at)!,
    })),
  };
}

/**
 * Creating is refused only when it could not run: without the plan, or while the user's
 * automations are paused for inactivity (signing in resumes them, so this lasts a moment at most).
 */
function canCreate(options: GuardrailOptions, pausedForInactivity: boolean): GuardrailStatus['canCreateNew'] {
  if (!options.entitled) return { allowed: false, reason: options.planMessage };
  if (pausedForInactivity) {
    return {
      allowed: false,
      reason: 'Your automations are paused after 14 days without a sign-in. Signing in resumes them.',
    };
  }
  return { allowed: true, reason: null };
}
