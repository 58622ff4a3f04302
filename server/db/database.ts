import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './schema.js';

/** pg is loaded only when PostgreSQL is configured: an embedded install never pays for it (decision 006). */
async function createPool(connectionString: string, schema?: string): Promise<Pool> {
  const { default: pg } = await import('pg');
  // int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
  pg.types.setTypeParser(20, (v) => Number(v));
  return new pg.Pool({ connectionString, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
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
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const { databaseUrl, pgSchema } = options;
    const pool = () => createPool(databaseUrl, pgSchema);
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
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
