import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isDatabaseUnavailable } from '../db/errors.js';

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
