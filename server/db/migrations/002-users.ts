import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower-cased by the application, so a plain unique index is case-insensitive in effect.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // Null for accounts that sign in only through the OpenID provider.
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company', 'text')
    .addColumn('department', 'text')
    .addColumn('job_title', 'text')
    .addColumn('phone', 'text')
    .addColumn('location', 'text')
    .addColumn('bio', 'text')
    .addColumn('timezone', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('plan_period_start', 'bigint')
    .addColumn('plan_period_end', 'bigint')
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_sub', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Both databases treat NULLs as distinct in a unique index, so password accounts never collide.
  await db.schema
    .createIndex('users_oidc_identity')
    .on('users')
    .columns(['oidc_issuer', 'oidc_sub'])
    .unique()
    .execute();
}
