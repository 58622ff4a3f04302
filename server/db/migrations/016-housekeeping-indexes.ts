import type { Kysely } from 'kysely';

/**
 * Indexes for housekeeping (server/services/housekeeping.ts, decision 023): each batch picks its
 * rows by age, so the choice reads an index instead of the whole table and the delete stays short.
 * rate_limits, oidc_login_states, email_oauth_states and system_mail already have theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_last_seen_at').on('sessions').column('last_seen_at').execute();
  await db.schema
    .createIndex('password_reset_codes_expires_at')
    .on('password_reset_codes')
    .column('expires_at')
    .execute();
  await db.schema.createIndex('usage_events_created_at').on('usage_events').column('created_at').execute();
  await db.schema.createIndex('jobs_status_updated_at').on('jobs').columns(['status', 'updated_at']).execute();
}
