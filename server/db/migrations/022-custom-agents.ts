import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { isPostgres } from '../is-postgres.js';

/**
 * A user's own agents (Basic and above), kept on the server so they follow the user to every
 * browser. The id is `custom-` and a UUID, never a library agent's id. Model and temperature are
 * null for "the chat's defaults" (the user's chosen model, the standard temperature). The rows
 * leave with the account (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db as Kysely<Database>);
  await db.schema
    .createTable('custom_agents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // Creative, Productivity, Education, Business or Technical: the library's categories.
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('system_prompt', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    // An 8-byte float on both engines, so what is saved reads back exactly: SQLite's real is one,
    // PostgreSQL's real is 4 bytes (it would round 0.7 and refuse tiny values the API accepts).
    .addColumn('temperature', postgres ? 'double precision' : 'real')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_agents_user_created')
    .on('custom_agents')
    .columns(['user_id', 'created_at'])
    .execute();
}
