/**
 * True when a write failed on a unique constraint, in either database: SQLite (better-sqlite3)
 * reports SQLITE_CONSTRAINT_UNIQUE, PostgreSQL reports SQLSTATE 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
