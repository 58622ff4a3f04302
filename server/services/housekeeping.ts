import type { ExpressionBuilder, Kysely, SqlBool, Expression } from 'kysely';
import type { Database } from '../db/schema.js';
import { SESSION_IDLE_MS } from './sessions.js';

/**
 * Removes rows that have outlived their use or the time the legal pages promise to keep them
 * (docs/decisions/023-housekeeping.md). Each kind is deleted in batches: one statement removes at
 * most `batchSize` rows chosen by a limited subselect on the primary key, so a large backlog never
 * holds a lock for long, on SQLite (one writer at a time) or PostgreSQL. The condition is repeated
 * on the delete itself, so a row that came back to life between the choice and the delete (a
 * rate-limit counter starting a new window) is left alone.
 *
 * A closed account needs nothing here: deleting the user removes every row keyed by it at once
 * (the foreign keys cascade). What stays behind is keyed by address or time, not by user, and is
 * covered below: rate-limit counters expire within a day, and system mail goes after 30 days.
 */
export const DAY_MS = 24 * 60 * 60_000;
/** The privacy page: session records are kept 30 days after the session expires. */
export const SESSION_KEPT_AFTER_EXPIRY_MS = 30 * DAY_MS;
/** The privacy page: usage statistics are kept for up to two years. */
export const USAGE_KEPT_MS = 730 * DAY_MS;
/** The legal pages: a closed account's data is gone within 30 days; system mail names the address. */
export const SYSTEM_MAIL_KEPT_MS = 30 * DAY_MS;
/** Finished jobs stay a week for inspection (decision 014). */
export const FINISHED_JOBS_KEPT_MS = 7 * DAY_MS;

/**
 * A message seen by a mail trigger is remembered for 30 days: the cursors never hand back mail
 * older than that, so the row only has to outlive the cursor's reach.
 */
export const MAIL_SEEN_KEPT_MS = 30 * DAY_MS;
/** The longest reply window an automation may have; an older reply blocks nothing. */
export const AUTOMATION_REPLIES_KEPT_MS = 30 * DAY_MS;
/** An automation's run history reaches back 90 days; its counters live on the automation row. */
export const AUTOMATION_RUNS_KEPT_MS = 90 * DAY_MS;

export const DEFAULT_BATCH_SIZE = 500;
/** Batches per kind in one run; what is left waits for the next run. */
export const DEFAULT_MAX_BATCHES = 200;

export type HousekeepingKind =
  | 'rate_limits'
  | 'password_reset_codes'
  | 'oidc_login_states'
  | 'email_oauth_states'
  | 'sessions'
  | 'usage_events'
  | 'system_mail'
  | 'jobs'
  | 'mail_seen'
  | 'automation_replies'
  | 'automation_runs';

export type HousekeepingResult = Record<HousekeepingKind, number>;

export interface HousekeepingOptions {
  now: number;
  batchSize?: number;
  maxBatches?: number;
  /** Checked between batches: a run that lost its job lease stops. */
  signal?: AbortSignal;
}

type Cond<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

/** One batch of one kind: the rows deleted (at most `limit`). */
type Batch = (db: Kysely<Database>, now: number, limit: number) => Promise<number>;

const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** A rate-limit window (or sign-in delay) whose reset time has passed counts nothing any more. */
const rateLimitExpired =
  (now: number): Cond<'rate_limits'> =>
  (eb) =>
    eb('reset_at', '<=', now);

/** A session ends at its absolute expiry or after SESSION_IDLE_MS unused, whichever comes first. */
const sessionLongExpired =
  (now: number): Cond<'sessions'> =>
  (eb) =>
    eb.or([
      eb('expires_at', '<=', now - SESSION_KEPT_AFTER_EXPIRY_MS),
      eb('last_seen_at', '<=', now - SESSION_IDLE_MS - SESSION_KEPT_AFTER_EXPIRY_MS),
    ]);

const BATCHES: Record<HousekeepingKind, Batch> = {
  rate_limits: async (db, now, limit) => {
    const cond = rateLimitExpired(now);
    const keys = db.selectFrom('rate_limits').select('key').where(cond).limit(limit);
    return count(await db.deleteFrom('rate_limits').where('key', 'in', keys).where(cond).executeTakeFirst());
  },
  password_reset_codes: async (db, now, limit) => {
    const cond: Cond<'password_reset_codes'> = (eb) => eb('expires_at', '<=', now);
    const ids = db.selectFrom('password_reset_codes').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('password_reset_codes').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
  oidc_login_states: async (db, now, limit) => {
    const cond: Cond<'oidc_login_states'> = (eb) => eb('expires_at', '<=', now);
    const ids = db.selectFrom('oidc_login_states').select('state_hash').where(cond).limit(limit);
    return count(
      await db.deleteFrom('oidc_login_states').where('state_hash', 'in', ids).where(cond).executeTakeFirst(),
    );
  },
  email_oauth_states: async (db, now, limit) => {
    const cond: Cond<'email_oauth_states'> = (eb) => eb('expires_at', '<=', now);
    const ids = db.selectFrom('email_oauth_states').select('state_hash').where(cond).limit(limit);
    return count(
      await db.deleteFrom('email_oauth_states').where('state_hash', 'in', ids).where(cond).executeTakeFirst(),
    );
  },
  sessions: async (db, now, limit) => {
    const cond = sessionLongExpired(now);
    const ids = db.selectFrom('sessions').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('sessions').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
  usage_events: async (db, now, limit) => {
    const cond: Cond<'usage_events'> = (eb) => eb('created_at', '<=', now - USAGE_KEPT_MS);
    const ids = db.selectFrom('usage_events').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('usage_events').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
  system_mail: async (db, now, limit) => {
    const cond: Cond<'system_mail'> = (eb) => eb('created_at', '<=', now - SYSTEM_MAIL_KEPT_MS);
    const ids = db.selectFrom('system_mail').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('system_mail').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
  jobs: async (db, now, limit) => {
    // Queued and running jobs are live whatever their age; failed ones are kept as long as done ones.
    const cond: Cond<'jobs'> = (eb) =>
      eb.and([eb('status', 'in', ['done', 'failed']), eb('updated_at', '<=', now - FINISHED_JOBS_KEPT_MS)]);
    const ids = db.selectFrom('jobs').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('jobs').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
  mail_seen: async (db, now, limit) => {
    const cond: Cond<'mail_seen'> = (eb) => eb('seen_at', '<=', now - MAIL_SEEN_KEPT_MS);
    const keys = db.selectFrom('mail_seen').select(['account_id', 'message_id']).where(cond).limit(limit);
    return count(
      await db
        .deleteFrom('mail_seen')
        .where((eb) => eb(eb.refTuple('account_id', 'message_id'), 'in', keys.$asTuple('account_id', 'message_id')))
        .where(cond)
        .executeTakeFirst(),
    );
  },
  automation_replies: async (db, now, limit) => {
    const cond: Cond<'automation_replies'> = (eb) => eb('replied_at', '<=', now - AUTOMATION_REPLIES_KEPT_MS);
    const keys = db.selectFrom('automation_replies').select(['automation_id', 'sender']).where(cond).limit(limit);
    return count(
      await db
        .deleteFrom('automation_replies')
        .where((eb) => eb(eb.refTuple('automation_id', 'sender'), 'in', keys.$asTuple('automation_id', 'sender')))
        .where(cond)
        .executeTakeFirst(),
    );
  },
  automation_runs: async (db, now, limit) => {
    // A run still in progress stays whatever its age.
    const cond: Cond<'automation_runs'> = (eb) =>
      eb.and([eb('status', '!=', 'running'), eb('started_at', '<=', now - AUTOMATION_RUNS_KEPT_MS)]);
    const ids = db.selectFrom('automation_runs').select('id').where(cond).limit(limit);
    return count(await db.deleteFrom('automation_runs').where('id', 'in', ids).where(cond).executeTakeFirst());
  },
};

export const HOUSEKEEPING_KINDS = Object.keys(BATCHES) as HousekeepingKind[];

/** Runs every kind in batches until a batch comes back short (or the batch budget is spent). */
export async function runHousekeeping(db: Kysely<Database>, o: HousekeepingOptions): Promise<HousekeepingResult> {
  const batchSize = o.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxBatches = o.maxBatches ?? DEFAULT_MAX_BATCHES;
  const removed = Object.fromEntries(HOUSEKEEPING_KINDS.map((k) => [k, 0])) as HousekeepingResult;
  for (const kind of HOUSEKEEPING_KINDS) {
    for (let i = 0; i < maxBatches; i++) {
      if (o.signal?.aborted) return removed;
      const n = await BATCHES[kind](db, o.now, batchSize);
      removed[kind] += n;
      if (n < batchSize) break;
    }
  }
  return removed;
}
