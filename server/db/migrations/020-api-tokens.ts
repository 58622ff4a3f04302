import type { Kysely } from 'kysely';

/**
 * Personal API tokens (Pro): only a SHA-256 hash of the token is stored, with the first characters
 * shown back to the user to tell tokens apart. Scopes are a space-separated list (read, write,
 * email:send). A revoked or expired token is refused; revoked rows stay so the list can say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'created_at']).execute();
}
