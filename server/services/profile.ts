import type { Kysely } from 'kysely';
import type { ProfileUpdate } from '../../common/schemas/auth.js';
import type { Database } from '../db/schema.js';
import { followProfileTimezone } from './automations.js';
import { updateProfile } from './users.js';

/**
 * The profile form saved: the fields it sent, and when the timezone is among them, the user's
 * schedules follow it in the same transaction (a daily 09:00 is 09:00 where the user now is).
 */
export async function saveProfile(
  db: Kysely<Database>,
  userId: string,
  patch: ProfileUpdate,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateProfile(trx, userId, patch, now);
    if (patch.timezone !== undefined) await followProfileTimezone(trx, userId, now);
  });
}
