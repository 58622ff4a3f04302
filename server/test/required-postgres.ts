import { createTestDatabase, type TestDatabase } from '../../scripts/lib/test-database.js';

/**
 * PostgreSQL is a required peer of the tests about PostgreSQL itself (losing connections, a
 * database that goes away): they run on every `npm test`, not only when TEST_DATABASE_URL is set.
 * They use the server TEST_DATABASE_URL names, or the local one, and make a database of their own.
 */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const INSTALL_HINT =
  'These tests need PostgreSQL on 127.0.0.1:5432 with trust authentication for the postgres user ' +
  '(Debian: `apt-get install -y postgresql && pg_ctlcluster 15 main start`), or TEST_DATABASE_URL ' +
  'naming a server where the user may create databases.';

/** A fresh database (dropped WITH (FORCE) by `drop()`), or an error that says what to install. */
export async function requiredPostgresDatabase(prefix: string): Promise<TestDatabase> {
  try {
    return await createTestDatabase(PG_ADMIN_URL, prefix);
  } catch (err) {
    const where = new URL(PG_ADMIN_URL);
    throw new Error(`PostgreSQL at ${where.host} is not usable (${(err as Error).message}). ${INSTALL_HINT}`, {
      cause: err,
    });
  }
}
