import type { Kysely } from 'kysely';

/**
 * email_verified_at: when the user last proved they own the address (a completed password reset
 * or an OpenID provider's email_verified claim). ADMIN_EMAIL grants admin only to a verified
 * address, so registering that address first does not make anyone admin.
 * all_access: users an admin grants the server-held provider key to, so they can chat without a
 * key of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('all_access', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
