/**
 * True when a write failed on a unique constraint, in either database: SQLite (better-sqlite3)
 * reports SQLITE_CONSTRAINT_UNIQUE, PostgreSQL reports SQLSTATE 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Socket-level failures reaching the database server (Node's system error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean the server went away or will not take connections now: 57P01
 * admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, in recovery), 53300 too_many_connections, and class 08
 * (connection exceptions).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool throw, without a code, when a connection dies or cannot be had in time. */
const CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
];

/**
 * True when an error says the database cannot be reached right now (PostgreSQL stopped,
 * restarting, failed over, or this connection was ended), as opposed to a bad query or a bug.
 * Such an error belongs to the request that met it (a 503), never to the process. SQLite's
 * SQLITE_BUSY is not one of these: it is a lock held by a writer, and busy_timeout waits for it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && CLIENT_MESSAGES.some((re) => re.test(message))) return true;
  // Node wraps a connect to several addresses (localhost: ::1 and 127.0.0.1) in an AggregateError.
  // Causes are not followed: `fetch failed` wraps an ECONNREFUSED from an AI provider, not the database.
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e));
}
