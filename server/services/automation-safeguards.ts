import { type Kysely, type Transaction, type Updateable } from 'kysely';
import { SAFEGUARDS, type PauseReason } from '../../common/automation-constants.js';
import type { AutomationTable, Database } from '../db/schema.js';
import { computeNextRun, SCHEDULE_COLUMNS } from './automation-schedule.js';
import { isPostgres } from '../db/is-postgres.js';

/**
 * The safeguards that pause and resume automations from outside a run: a sign-in resumes what the
 * inactivity rule paused, an account that goes away (or must be linked again) pauses the
 * automations that send from it and linking it again resumes them, and the next day resumes what
 * the daily limit paused. Each resume touches only the pauses of its own rule, never one the user
 * chose. Runs themselves trip the rules in server/services/automation-runs.ts (claimRun).
 *
 * This file imports no other service (email-accounts.ts, mail-tokens.ts and sessions.ts import it).
 */
type Queryable = Kysely<Database> | Transaction<Database>;

/** The columns a rule's pause writes: status, which rule, since when, until when; nothing is scheduled meanwhile. */
export function pausePatch(
  reason: PauseReason,
  now: number,
  resumesAt: number | null = null,
): Updateable<AutomationTable> {
  const status = reason === 'expired' || reason === 'total_limit' ? 'stopped' : 'paused';
  return { status, paused_reason: reason, paused_at: now, resumes_at: resumesAt, next_run_at: null, updated_at: now };
}

/** Active again, its rule's pause forgotten and its next slot computed from now. */
async function resumeWhere(
  db: Queryable,
  now: number,
  pick: (q: ReturnType<typeof pausedBy>) => ReturnType<typeof pausedBy>,
  reason: PauseReason,
): Promise<number> {
  const rows = await pick(pausedBy(db, reason)).execute();
  for (const a of rows) {
    await db
      .updateTable('automations')
      .set({
        status: 'active',
        paused_reason: null,
        paused_at: null,
        resumes_at: null,
        next_run_at: computeNextRun(a, a.timezone, now),
        updated_at: now,
      })
      .where('id', '=', a.id)
      // Unchanged since it was read: a user's pause or stop meanwhile wins.
      .where('status', '=', 'paused')
      .where('paused_reason', '=', reason)
      .execute();
  }
  return rows.length;
}

const pausedBy = (db: Queryable, reason: PauseReason) =>
  db
    .selectFrom('automations')
    .select(['id', 'timezone', ...SCHEDULE_COLUMNS])
    .where('status', '=', 'paused')
    .where('paused_reason', '=', reason);

/**
 * A sign-in: the user is active again (users.last_sign_in_at), and the automations the inactivity
 * rule paused run again. Those the user paused, or another rule paused, stay paused.
 */
export async function resumeAfterSignIn(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  await db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', userId).execute();
  return resumeWhere(db, now, (q) => q.where('user_id', '=', userId), 'inactivity');
}

/**
 * When the user was last seen: the later of their last sign-in (their sign-up before the first)
 * and the last request of any of their sessions (a browser that stays signed in is an active user).
 */
export async function lastActivityAt(db: Queryable, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('sessions', 'sessions.user_id', 'users.id')
    .select((eb) => [
      'users.last_sign_in_at',
      'users.created_at',
      eb.fn.max<number | null>('sessions.last_seen_at').as('last_seen_at'),
    ])
    .where('users.id', '=', userId)
    .groupBy(['users.id', 'users.last_sign_in_at', 'users.created_at'])
    .executeTakeFirst();
  if (!row) return null;
  return Math.max(Number(row.last_sign_in_at ?? row.created_at), Number(row.last_seen_at ?? 0));
}

export const isInactive = (lastActivity: number | null, now: number) =>
  lastActivity !== null && now - lastActivity >= SAFEGUARDS.inactivityPauseMs;

/**
 * Every active automation of the user pauses for inactivity (in the caller's transaction, which
 * holds the lock of one of them). On PostgreSQL the ones another claim holds at this moment are
 * passed over rather than waited for (two claims of one user would otherwise wait for each
 * other): that claim sees the same inactivity and pauses its own.
 */
export async function pauseForInactivity(db: Queryable, userId: string, now: number): Promise<void> {
  let q = db.updateTable('automations').set(pausePatch('inactivity', now)).where('user_id', '=', userId);
  if (isPostgres(db)) {
    const free = db
      .selectFrom('automations')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .forUpdate()
      .skipLocked();
    q = q.where('id', 'in', free);
  }
  await q.where('status', '=', 'active').execute();
}

/**
 * The account was disconnected or must be linked again: the active automations that send from it
 * pause (those set to "the first active account" find another one at their next run, or pause then).
 */
export async function pauseForAccount(db: Queryable, accountId: string, now: number): Promise<void> {
  await db
    .updateTable('automations')
    .set(pausePatch('account', now))
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .execute();
}

/**
 * An account was linked (again): the user's automations the account rule paused run again, those
 * of this account and those that had lost theirs (a disconnect leaves account_id empty).
 */
export function resumeForAccount(db: Queryable, userId: string, accountId: string, now: number): Promise<number> {
  return resumeWhere(
    db,
    now,
    (q) =>
      q
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)])),
    'account',
  );
}

/** The daily limit's pauses whose next day has begun (the scheduler calls this each minute). */
export function resumeDailyLimits(db: Queryable, now: number): Promise<number> {
  return resumeWhere(db, now, (q) => q.where('resumes_at', '<=', now).orderBy('resumes_at').limit(1000), 'daily_limit');
}
