import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Counts only: which agent and how many tokens, never what was said.
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull())
    .addColumn('completion_tokens', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_events_user_created')
    .on('usage_events')
    .columns(['user_id', 'created_at'])
    .execute();
}
