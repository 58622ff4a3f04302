import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import type { Logger } from '../lib/logger.js';

/** A load balancer asks often and wants a quick answer: a database slower than this counts as down. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/** Asks the database for `select 1`; throws when it does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    // A pooled connection the server ended a moment ago fails at once, and the pool drops it:
    // one more try asks the database itself whether it is there.
    if (!isDatabaseUnavailable(err)) throw err;
    await sql`select 1`.execute(db);
  }
}

/** Whether the database answers within HEALTH_DB_TIMEOUT_MS; never throws. */
export async function databaseAnswers(db: Kysely<Database>, log: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)), HEALTH_DB_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
    return true;
  } catch (err) {
    // Code and message only: a pg error can carry the client and its connection settings.
    const e = err as { code?: unknown; message?: unknown };
    log.warn({ error: { code: e.code, message: e.message } }, 'health check: database unreachable');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
