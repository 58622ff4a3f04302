import type { Kysely } from 'kysely';
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
 * is `reset_at - FORGET_MS`. An attempt is charged before the password is checked, with a
 * compare-and-set on the row, so parallel guesses cannot slip past a delay and a refused attempt
 * never costs an argon2 verification.
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

/** Charges one attempt against `key`, or says how long the caller must wait first. */
export async function chargeAttempt(db: Kysely<Database>, key: string, now = Date.now()): Promise<Charge> {
  for (let tries = 0; tries < 10; tries++) {
    const row = await db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + delayAfter(1) + FORGET_MS })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { allowed: true };
      continue;
    }
    const [count, resetAt] = [Number(row.count), Number(row.reset_at)];
    const forgotten = resetAt <= now;
    const waitUntil = resetAt - FORGET_MS;
    if (!forgotten && now < waitUntil) return { allowed: false, retryAfterMs: waitUntil - now };
    const next = forgotten ? 1 : count + 1;
    const updated = await db
      .updateTable('rate_limits')
      .set({ count: next, reset_at: now + delayAfter(next) + FORGET_MS })
      .where('key', '=', key)
      .where('count', '=', count)
      .where('reset_at', '=', resetAt)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { allowed: true };
  }
  // Lost the race ten times in a row: someone is hammering this account; make them wait.
  return { allowed: false, retryAfterMs: BASE_DELAY_MS };
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
/** The counter of one browser the owner uses (see server/lib/trusted-device.ts). */
export const deviceKey = (userId: string, device: string) => `rl:login-device:${userId}:${device}`;

/** After a reset by recovery code: the account starts again with its free attempts, everywhere. */
export async function clearSignInDelays(db: Kysely<Database>, config: Config, email: string, userId: string) {
  await clearAttempts(db, accountKey(config, email));
  await db.deleteFrom('rate_limits').where('key', 'like', `rl:login-device:${userId}:%`).execute();
}
