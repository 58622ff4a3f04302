import type { Kysely } from 'kysely';

/**
 * Cloud history (decision 038): conversations encrypted in the browser, stored as ciphertext the
 * server cannot read.
 *
 * - cloud_history_vaults: one row per user who turned it on: the PBKDF2 salt and iteration count a
 *   browser derives the key from, and a key check (a known text encrypted with that key) so a new
 *   browser can tell a wrong passphrase. The row is also the user's counter: `revision` is raised
 *   in the transaction that stores a batch (which locks the row on PostgreSQL; SQLite writes one
 *   transaction at a time), so two server instances never hand out one revision twice;
 *   `used_bytes` and `item_count` are kept in the same transaction for the quota.
 * - cloud_history_items: one encrypted conversation each, keyed by (user, an id the browser chose),
 *   with the revision of its last write, indexed for "changed since revision N".
 *
 * Deleting the vault row with its items turns sync off; both leave with the account (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cloud_history_vaults')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('iterations', 'integer', (c) => c.notNull())
    .addColumn('key_check_iv', 'text', (c) => c.notNull())
    .addColumn('key_check_ct', 'text', (c) => c.notNull())
    .addColumn('revision', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('used_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cloud_history_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('iv', 'text', (c) => c.notNull())
    .addColumn('ct', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cloud_history_items_pk', ['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('cloud_history_items_user_revision')
    .on('cloud_history_items')
    .columns(['user_id', 'revision'])
    .execute();
}
