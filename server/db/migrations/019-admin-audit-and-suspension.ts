import type { Kysely } from 'kysely';

/**
 * The admin console: a suspended user cannot sign in or use a session (suspended_at set), and every
 * change an admin makes to a user is written to the audit log the console shows (who, what, when).
 * The log keeps the actor's and target's addresses as they were, so it still reads after either
 * account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_email', 'text')
    // e.g. user.plan, user.all_access, user.admin, user.suspend, user.unsuspend, user.delete, user.sessions_revoke
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON: what changed ({from, to}) or other detail.
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_id', 'created_at']).execute();
}
