/**
 * One measured dispatch: a fresh, migrated database (a SQLite file in a temp folder, or a
 * PostgreSQL database of its own), `size` active send_email automations all due at the start of
 * the same minute, then the scheduler's `dispatchDue` called once, a few seconds into that minute,
 * exactly as its one-minute job would. Only that call is timed; seeding is not. Afterwards the
 * rows it should have written are counted: one run, one outbox message and its send job per
 * automation, and no automation left due.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../../scripts/lib/test-database';
import { loadConfig, type Config } from '../../server/config';
import { createDb, type Db, type Dialect } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import type { Logger } from '../../server/lib/logger';
import { dispatchDue } from '../../server/services/automation-scheduler';
import { countRows, dueSendEmail, seedAutomations, seedUsers } from './automation-seed';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Ten automations per user, a thousand users at 10,000: the per-user rules see realistic counts. */
const AUTOMATIONS_PER_USER = 10;

export interface BenchDatabase {
  db: Db;
  config: Config;
  /** The PostgreSQL URL (for the pg-boss reference on the same server). */
  url?: string;
  close(): Promise<void>;
}

/** A fresh migrated database with a config whose key seals the seeded mailboxes' passwords. */
export async function openBenchDatabase(dialect: Dialect, env: Record<string, string> = {}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-automations-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  if (dialect === 'sqlite') {
    const db = createDb({ dataDir, sqliteFile: 'app.db' });
    await migrateToLatest(db.kysely as Kysely<unknown>, 'sqlite');
    return {
      db,
      config,
      close: async () => {
        await db.kysely.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createTestDatabase(PG_ADMIN_URL, 'bench_automations');
  const db = createDb({ dataDir, databaseUrl: database.url });
  try {
    await migrateToLatest(db.kysely as Kysely<unknown>, 'postgres');
  } catch (err) {
    await db.kysely.destroy();
    await database.drop();
    throw err;
  }
  return {
    db,
    config,
    url: database.url,
    close: async () => {
      await db.kysely.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DispatchResult {
  size: number;
  ms: number;
  /** What dispatchDue answered (the runs it claimed). */
  dispatched: number;
  /** Claims that threw (logged by the scheduler, the automation left due). */
  errors: number;
  runs: number;
  outbox: number;
  sendJobs: number;
  /** Automations still due after the call (should be none). */
  stillDue: number;
}

async function stillDue(db: Kysely<Database>, now: number): Promise<number> {
  const row = await db
    .selectFrom('automations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('next_run_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function measureDispatch(
  dialect: Dialect,
  size: number,
  options: { batchSize?: number } = {},
): Promise<DispatchResult> {
  const bench = await openBenchDatabase(dialect);
  try {
    const db = bench.db.kysely;
    const dueAt = Math.floor(Date.now() / 60_000) * 60_000;
    const users = await seedUsers(db, bench.config, {
      count: Math.ceil(size / AUTOMATIONS_PER_USER),
      now: dueAt,
      label: `${dialect}-${size}`,
      password: 'bench-app-password',
    });
    await seedAutomations(db, users, { total: size, now: dueAt, fields: dueSendEmail(dueAt) });
    const jobsBefore = await countRows(db, 'jobs');
    // The scheduler's job runs a little into its minute.
    const now = dueAt + 5_000;
    const started = performance.now();
    let errors = 0;
    const log = {
      error: (obj: object, msg: string) => {
        if (errors++ === 0) console.error(`  first claim error: ${msg}`, obj);
      },
    } as Pick<Logger, 'error'>;
    const dispatched = await dispatchDue({ db }, now, { batchSize: options.batchSize, log });
    const ms = performance.now() - started;
    return {
      size,
      ms,
      dispatched,
      errors,
      runs: await countRows(db, 'automation_runs'),
      outbox: await countRows(db, 'email_outbox'),
      sendJobs: (await countRows(db, 'jobs')) - jobsBefore,
      stillDue: await stillDue(db, now),
    };
  } finally {
    await bench.close();
  }
}
