import type { Kysely } from 'kysely';

/**
 * Linked mailboxes. Tokens and app passwords are sealed with server/lib/crypto-box.ts (never stored
 * in the clear). token_version counts token writes: a refresh updates the row only if the version
 * is still the one it read, so two refreshes cannot overwrite each other (docs/decisions/013).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // gmail, outlook, yahoo or icloud
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    // oauth or app_password
    .addColumn('auth_type', 'text', (c) => c.notNull())
    .addColumn('access_token_enc', 'text')
    .addColumn('refresh_token_enc', 'text')
    .addColumn('token_expires_at', 'bigint')
    .addColumn('app_password_enc', 'text')
    .addColumn('scope', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sync_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_reauth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_at', 'bigint')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('email_accounts_user_provider_email', ['user_id', 'provider', 'email'])
    .execute();
}
