import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { deleteUserSessions } from './sessions.js';
import { findUserById, setPasswordHash } from './users.js';

export const EXTERNAL_ACCOUNT_MESSAGE =
  'This account uses external authentication. Password changes are not available.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been successfully updated.';

export interface PasswordChange {
  userId: string;
  /** The session making the change: the only one that stays signed in. */
  sessionId: string | null;
  currentPassword: string;
  newPassword: string;
}

/**
 * Replaces a signed-in user's password after checking the current one. Whoever held the old
 * password may hold another session, so every other session ends with the change. Answers both
 * hashes: the caller re-marks the browser it trusted under the old one.
 */
export async function changePassword(
  db: Kysely<Database>,
  change: PasswordChange,
): Promise<{ previousHash: string; passwordHash: string }> {
  const row = await findUserById(db, change.userId);
  if (!row?.password_hash) throw invalid(EXTERNAL_ACCOUNT_MESSAGE, 'external_account');
  if (!(await verifyPassword(row.password_hash, change.currentPassword))) {
    throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE, 'wrong_password');
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, change.userId, passwordHash);
    await deleteUserSessions(trx, change.userId, change.sessionId ?? undefined);
  });
  return { previousHash: row.password_hash, passwordHash };
}
