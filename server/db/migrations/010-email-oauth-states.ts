import type { Kysely } from 'kysely';

/**
 * One row per mailbox link started with POST /api/email/oauth/auth/:provider, keyed by a hash of
 * the state, so any server instance can finish it at the callback. Bound to the user and the
 * session that began it; used once; 10 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_oauth_states_expires_at').on('email_oauth_states').column('expires_at').execute();
  await db.schema.createIndex('email_oauth_states_user_id').on('email_oauth_states').column('user_id').execute();
}
