import type { Kysely } from 'kysely';

/**
 * Every email a user sends through a linked account, now or later (POST /api/email/send). The row
 * is also the idempotency record: it says 'sending' (with the attempt) before the provider is
 * called, so a run that dies mid-send is recognised and never blindly repeated
 * (docs/decisions/014-outbox-and-job-runner.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('email_accounts.id').onDelete('cascade'))
    // Normalised addresses, comma separated.
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('send_at', 'bigint', (c) => c.notNull())
    // scheduled, sending, sent, failed, uncertain or cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_outbox_user_created')
    .on('email_outbox')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('email_outbox_account_id').on('email_outbox').column('account_id').execute();
}
