import type { Kysely } from 'kysely';

/**
 * The admin users list pages newest first, ties by id (server/services/admin.ts). Without an index
 * in that order both databases read and sorted every user to answer each page; with it a page reads
 * its offset and limit in order. The directions match the query's (created_at descending, id
 * ascending), since an index read backwards would give the ids descending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_admin_page').on('users').columns(['created_at desc', 'id']).execute();
}
