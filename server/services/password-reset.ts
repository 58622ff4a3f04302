import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';
import type { SystemMailer } from '../mail/system-mail.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, type UserRow } from './users.js';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** One neutral answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, a 6-digit reset code has been sent to it. The code is valid for 10 minutes.';
export const USERNAME_RECOVERY_MESSAGE =
  'If an account exists for this email address, its sign-in details have been sent to it.';
export const INVALID_RESET_CODE_MESSAGE = 'Invalid or expired reset code';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  mailer: SystemMailer;
}

/**
 * Six digits are only a million values, so a plain hash could be reversed from a copied database in
 * a moment; an HMAC under the server secret cannot. The user id binds a code to its account.
 */
function codeHash(config: Config, userId: string, code: string): Buffer {
  return createHmac('sha256', config.SESSION_SECRET).update(`password-reset:${userId}:${code}`).digest();
}

const displayName = (user: UserRow) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

function externalSignInText(config: Config, user: UserRow): string {
  return [
    `Hello ${displayName(user)},`,
    '',
    `Your AgentOps account (${user.email}) signs in with an external identity provider, so it has no password to reset or recover.`,
    `Use the LOGIN button at ${config.PUBLIC_URL} and sign in with that provider.`,
    '',
    'If you did not ask for this, you can ignore this message.',
  ].join('\n');
}

/** Issues a new code (replacing any earlier one) and mails it; no mail for unknown addresses. */
export async function requestPasswordReset(
  { db, config, mailer }: Deps,
  email: string,
  now = Date.now(),
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if (user.password_hash === null) {
    mailer.send({ to: user.email, subject: 'AgentOps password reset', text: externalSignInText(config, user) });
    return;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_reset_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('password_reset_codes')
      .values({
        id: randomUUID(),
        user_id: user.id,
        code_hash: codeHash(config, user.id, code).toString('hex'),
        created_at: now,
        expires_at: now + RESET_CODE_TTL_MS,
      })
      .execute();
  });
  mailer.send({
    to: user.email,
    subject: 'Your AgentOps password reset code',
    text: [
      `Hello ${displayName(user)},`,
      '',
      `Your password reset code is: ${code}`,
      '',
      'Enter it in the ACCOUNT RECOVERY dialog together with your new password. It is valid for 10 minutes and can be used once.',
      'If you did not ask for a reset, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

/** Mails the account's sign-in name (its email address) and name; nothing for unknown addresses. */
export async function requestUsernameRecovery({ db, config, mailer }: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const subject = 'Your AgentOps sign-in details';
  if (user.password_hash === null) {
    mailer.send({ to: user.email, subject, text: externalSignInText(config, user) });
    return;
  }
  mailer.send({
    to: user.email,
    subject,
    text: [
      `Hello ${displayName(user)},`,
      '',
      `You sign in to AgentOps with this email address: ${user.email}`,
      `Name on the account: ${displayName(user)}`,
      '',
      `Sign in at ${config.PUBLIC_URL}. Forgot the password too? Use Forgot Password or Username? in the sign-in dialog.`,
    ].join('\n'),
  });
}

/**
 * Checks a code and sets the new password. Every check spends one of the code's five attempts
 * before comparing, atomically, so parallel guesses cannot exceed the limit. Success ends every
 * session of the user: whoever knew the old password is signed out. Answers the account and its
 * new password hash.
 */
export async function resetPassword(
  { db, config }: Deps,
  input: { email: string; resetCode: string; newPassword: string },
  now = Date.now(),
): Promise<{ userId: string; passwordHash: string }> {
  const user = await findUserByEmail(db, input.email);
  const row = user
    ? await db
        .selectFrom('password_reset_codes')
        .select(['id', 'code_hash'])
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    : undefined;
  // Computed even without a code, so an unknown address costs the same work.
  const attempt = codeHash(config, user?.id ?? 'nobody', input.resetCode);
  if (!user || !row) throw invalid(INVALID_RESET_CODE_MESSAGE, 'invalid_reset_code');

  const spent = await db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  const stored = Buffer.from(row.code_hash, 'hex');
  if (Number(spent.numUpdatedRows) !== 1 || stored.length !== attempt.length || !timingSafeEqual(stored, attempt)) {
    throw invalid(INVALID_RESET_CODE_MESSAGE, 'invalid_reset_code');
  }

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid(INVALID_RESET_CODE_MESSAGE, 'invalid_reset_code');
    await trx
      .updateTable('users')
      // The code reached this mailbox: the address is proven.
      .set({ password_hash: passwordHash, email_verified_at: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
  return { userId: user.id, passwordHash };
}

/** Rate-limit key for "mails per address": keyed by an HMAC so the counter table holds no addresses. */
export function addressKey(config: Config, kind: string, email: string): string {
  const digest = createHmac('sha256', config.SESSION_SECRET)
    .update(`${kind}:${email.trim().toLowerCase()}`)
    .digest('base64url');
  return `${kind}:${digest.slice(0, 32)}`;
}
