import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../db/database.js';
import { TEST_DATABASE_URL } from './test-app.js';

/**
 * One database that several app instances (in this process or in child processes) open at once:
 * a SQLite file in a temp folder, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export interface SharedDb {
  dataDir: string;
  /** A new handle (its own connection or pool) on the shared database. */
  open(): Db;
  /** What a child process (server/test/outbox-worker.ts) needs to open it. */
  workerEnv: Record<string, string>;
  drop(): Promise<void>;
}

export async function createSharedDb(): Promise<SharedDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-shared-'));
  const handles: Db[] = [];
  const track = (db: Db) => (handles.push(db), db);
  const closeAll = () => Promise.all(handles.map((h) => h.kysely.destroy().catch(() => undefined)));
  if (!TEST_DATABASE_URL) {
    return {
      dataDir,
      open: () => track(createDb({ dataDir, sqliteFile: 'app.db' })),
      workerEnv: { WORKER_SQLITE_DIR: dataDir },
      drop: async () => {
        await closeAll();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  return {
    dataDir,
    open: () => track(createDb({ dataDir, databaseUrl: url, pgSchema: schema })),
    workerEnv: { WORKER_DATABASE_URL: url, WORKER_PG_SCHEMA: schema },
    drop: async () => {
      await closeAll();
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The env for app instances (here or in child processes) that deliver iCloud mail over the SMTP
 * sink on `smtpPort`, on the shared database's folder. Nothing listens on the IMAP port: the
 * Sent-folder copy is not what those tests are about.
 */
export function outboxTestEnv(shared: SharedDb, smtpPort: number): Record<string, string> {
  return {
    DATA_DIR: shared.dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
    ICLOUD_SMTP_HOST: '127.0.0.1',
    ICLOUD_SMTP_PORT: String(smtpPort),
    ICLOUD_IMAP_HOST: '127.0.0.1',
    ICLOUD_IMAP_PORT: '1',
  };
}
