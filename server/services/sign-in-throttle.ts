import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { addressKey } from './password-reset.js';

/**
 * Per-account slow-down of password guessing, across every client address (decision 016).
 *
 * The first FREE_ATTEMPTS attempts cost nothing. Each attempt after that makes the next one wait:
 * 30 s, 1 min, 2 min ... up to MAX_DELAY_MS, so a guesser gets about a hundred tries a day however many
 * addresses it has, and no attempt is ever refused for longer than MAX_DELAY_MS. Counters are
 * forgotten FORGET_MS after the last delay ends, and a password reset by recovery code clears them.
 *
 * The counter is one row of rate_limits (shared by every instance): `count` is the attempts
 * charged, and `reset_at` is the end of the current delay plus FORGET_MS, so the end of the delay
 * is `reset_at - FORGET_MS`. An attempt is charged before the password is checked, in one atomic
 * upsert, so parallel guesses cannot slip past a delay and a refused attempt never costs an
 * argon2 verification.
 */
export const FREE_ATTEMPTS = 10;
export const BASE_DELAY_MS = 30 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const FORGET_MS = 24 * 60 * 60 * 1000;

/** The wait after the n-th attempt (n counted from 1). */
export function delayAfter(attempts: number): number {
  if (attempts <= FREE_ATTEMPTS) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** Math.min(attempts - FREE_ATTEMPTS - 1, 30), MAX_DELAY_MS);
}

export type Charge = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The delay after attempt number `attempts` (an SQL expression), as delayAfter() computes it. */
function delayAfterSql(attempts: RawBuilder<number>): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let n = FREE_ATTEMPTS + 1; delayAfter(n - 1) < MAX_DELAY_MS; n++) {
    steps.push(sql`when ${attempts} = ${sql.lit(n)} then ${sql.lit(delayAfter(n))}`);
  }
  // Literals (constants of this file), so PostgreSQL needs no parameter types to read the CASE.
  const free = sql.lit(FREE_ATTEMPTS);
  return sql<number>`case when ${attempts} <= ${free} then 0 ${sql.join(steps, sql` `)} else ${sql.lit(MAX_DELAY_MS)} end`;
}

/**
 * Charges one attempt against `key`, or says how long the caller must wait first. One upsert that
 * updates only when no delay is running, so parallel attempts serialize on the row and exactly as
 * many get through as the schedule allows, on either database.
 */
export async function chargeAttempt(db: Kysely<Database>, key: string, now = Date.now()): Promise<Charge> {
  const at = (ms: number) => sql<number>`cast(${ms} as bigint)`;
  const forgotten = sql<boolean>`rate_limits.reset_at <= ${at(now)}`;
  const next = sql<number>`case when ${forgotten} then 1 else rate_limits.count + 1 end`;
  const charged = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + delayAfter(1) + FORGET_MS })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: next, reset_at: sql<number>`${at(now + FORGET_MS)} + ${delayAfterSql(next)}` })
        // No delay running: forgotten, or the end of the last delay (reset_at - FORGET_MS) has come.
        .where(sql<boolean>`rate_limits.reset_at <= ${at(now + FORGET_MS)}`),
    )
    .returning('count')
    .executeTakeFirst();
  if (charged) return { allowed: true };
  const row = await db.selectFrom('rate_limits').select('reset_at').where('key', '=', key).executeTakeFirst();
  const waitUntil = row ? Number(row.reset_at) - FORGET_MS : now;
  return { allowed: false, retryAfterMs: Math.max(1, waitUntil - now) };
}

/**
 * A right password gives its attempt back: it was no guess. The delay it set stays (it ends
 * soon), so a success cannot be used to wipe out an attacker's count.
 */
export async function refundAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** The account's counter, keyed by the address (an HMAC), so unknown addresses behave the same. */
export const accountKey = (config: Config, email: string) => `rl:${addressKey(config, 'login-account', email)}`;
/** The counter of one browser the owner uses (see server/http/trusted-device.ts). */
export const deviceKey = (userId: string, device: string) => `rl:login-device:${userId}:${device}`;

/** After a reset by recovery code: the account starts again with its free attempts, everywhere. */
export async function clearSignInDelays(db: Kysely<Database>, config: Config, email: string, userId: string) {
  await clearAttempts(db, accountKey(config, email));
  await db.deleteFrom('rate_limits').where('key', 'like', `rl:login-device:${userId}:%`).execute();
}
