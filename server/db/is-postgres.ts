import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * Whether a connection (or a transaction on one) talks to PostgreSQL: for the few statements the
 * engines need said differently (row locks, SKIP LOCKED, how many claims may run at once). Read
 * from the connection itself, so services need not be handed the configured dialect.
 */
export const isPostgres = (db: Kysely<Database> | Transaction<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
