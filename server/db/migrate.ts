import { Migrator, sql, type Kysely } from 'kysely';
import type { Dialect } from './database.js';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<unknown>, dialect?: Dialect): Promise<void> {
  // Kysely looks for its migration tables in every schema the connection can see. Naming the
  // current schema keeps a database with several schemas (tests give each app its own) from
  // finding another schema's lock table and then failing to use it.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
