import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import { isDatabaseUnavailable } from './errors.js';
import { namedStatementsClient } from './pg-named-statements.js';
import { SqliteLimitLiteralDialect } from './sqlite-limit-literal.js';
import { sqliteRowChanges, type SqliteRowChanges } from './sqlite-row-changes.js';
import { cachingStatements } from './sqlite-statements.js';
import type { Database } from './schema.js';

/** Where connection trouble is reported (the app's logger); a pg error is reduced to code and message. */
export interface DbLog {
  warn(obj: object, msg: string): void;
}

/**
 * Pool settings for a database that may go away for a while (a restart, a failover, a pooler's
 * idle timeout). A request waits at most connectionTimeoutMillis for a connection, then fails with a
 * 503 instead of hanging; TCP keep-alive notices a peer that vanished without a word.
 */
export const PG_POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/** Code and message only: pg-pool hangs the client (with its connection settings) on the error. */
const errorSummary = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  return { code: e.code, message: e.message };
};

/** pg is loaded only when PostgreSQL is configured: an embedded install never pays for it (decision 006). */
async function createPool(connectionString: string, schema: string | undefined, log: DbLog | undefined): Promise<Pool> {
  const { default: pg } = await import('pg');
  // int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString,
    ...PG_POOL_OPTIONS,
    Client: namedStatementsClient(pg.Client),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ended: pg-pool has already dropped it, and emits 'error' on
  // the pool, which would end the process if nobody listened. The next query opens a new one.
  pool.on('error', (err) => log?.warn({ error: errorSummary(err) }, 'database connection lost while idle'));
  // A connection lost while checked out (between two queries of a transaction) emits 'error' on
  // the client, where pg-pool listens only while it is idle. The query that used it has failed
  // already, or the next one fails with "not queryable"; the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export type Dialect = 'sqlite' | 'postgres';

export interface DbOptions {
  /** postgres:// URL; when absent the embedded SQLite file under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each app its own). */
  pgSchema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** Where lost PostgreSQL connections are reported. */
  log?: DbLog;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only: what changed since a read (sqlite-row-changes.ts). */
  rowChanges?: SqliteRowChanges;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const { databaseUrl, pgSchema } = options;
    const pool = () => createPool(databaseUrl, pgSchema, options.log);
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = options.sqliteFile ?? 'app.db';
  let path = file;
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    path = join(options.dataDir, file);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteLimitLiteralDialect({ database: cachingStatements(sqlite) }) }),
    dialect: 'sqlite',
    rowChanges: sqliteRowChanges(sqlite),
  };
}

/** The database's address for log lines: host, port and name, never the user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

export interface WaitForDatabaseOptions {
  /** Give up after this long. */
  timeoutMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Pause between attempts; grows to 5 s. */
  firstDelayMs?: number;
}

/**
 * Start-up on PostgreSQL waits for the database to take connections (it may be starting at the
 * same time, or restarting), logging each failed attempt, so that a server and its database can be
 * started together in any order. A database that stays away, or refuses for another reason (a
 * wrong password, a missing database), ends in an error that says so.
 */
export async function waitForDatabase(url: string, options: WaitForDatabaseOptions): Promise<void> {
  const { default: pg } = await import('pg');
  const where = describeDatabaseUrl(url);
  const deadline = Date.now() + options.timeoutMs;
  let delay = options.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PG_POOL_OPTIONS.connectionTimeoutMillis,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      if (attempt > 1) options.log.info({ database: where, attempt }, 'database reachable');
      return;
    } catch (err) {
      const reason = errorSummary(err);
      if (!isDatabaseUnavailable(err)) {
        throw new Error(`Cannot use the database at ${where}: ${String(reason.message)}`, { cause: err });
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `The database at ${where} is not reachable (${String(reason.message)}); gave up after ${attempt} attempts in ${Math.round(options.timeoutMs / 1000)} s`,
          { cause: err },
        );
      }
      options.log.warn(
        { database: where, attempt, error: reason, retryInMs: Math.min(delay, left) },
        'database not reachable yet; retrying',
      );
      await new Promise((r) => setTimeout(r, Math.min(delay, left)));
      delay = Math.min(delay * 2, 5_000);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
