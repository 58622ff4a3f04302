import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // low, medium or high
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    // follow-up, research, meeting or review
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('follow-up'))
    // A calendar day (YYYY-MM-DD), not a moment: it means the same day in every timezone.
    .addColumn('due_date', 'text')
    .addColumn('assignee', 'text')
    // pending, in_progress or completed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // Set by the server when the task becomes completed, null in every other status.
    .addColumn('completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_user_created').on('tasks').columns(['user_id', 'created_at']).execute();
}
