import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb, type Db } from '../db/database.js';

/** TEST_DATABASE_URL selects PostgreSQL for the whole run; otherwise each app gets SQLite in memory. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDb {
  db: Db;
  drop: () => Promise<void>;
}

/** A database of its own for one test app: a fresh PostgreSQL schema, or an in-memory SQLite. */
export async function createTestDb(dataDir: string): Promise<TestDb> {
  if (!TEST_DATABASE_URL) {
    const db = createDb({ dataDir, sqliteFile: ':memory:' });
    return { db, drop: () => db.kysely.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDb({ dataDir, databaseUrl: TEST_DATABASE_URL, pgSchema: schema });
  return {
    db,
    drop: async () => {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(db.kysely);
      await db.kysely.destroy();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close: () => Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'db'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const { db, drop } = await createTestDb(dataDir);
  const app = await buildApp({ config, db, clientDir: join(dataDir, 'no-client'), ...options });
  return {
    app,
    db,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Headers a same-origin browser request carries for state-changing JSON calls. */
export const JSON_HEADERS = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
