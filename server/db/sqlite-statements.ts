import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept compiled; the app has a few hundred, lists of varying length add more. */
const MAX_STATEMENTS = 1000;

/**
 * Kysely's SQLite driver compiles every query's SQL text anew (better-sqlite3's prepare), which
 * under load was the largest single cost of a signed-in request. The app sends the same few hundred
 * texts with different parameters, so the compiled statement is kept per text, the least recently
 * used dropped past the limit. Only compiled SQL is kept, never a row: every request still reads the
 * database. SQLite recompiles a kept statement by itself when a migration has changed the schema.
 * The driver runs one query at a time on its one connection, so a statement is never in use twice.
 */
export function withStatementCache(file: SqliteFile, max = MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        statements.delete(sql);
      } else {
        statement = file.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
