import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AutomationFieldsSchema } from '../../common/schemas/automations.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import type { TestDatabase } from '../../scripts/lib/test-database.js';
import { requiredPostgresDatabase } from '../test/required-postgres.js';
import { register } from '../test/auth-helpers.js';
import {
  processTestBed,
  SEND_FIELDS,
  SINK_PASSWORD,
  seedDueAutomations,
  startWorker,
  until,
  type ProcessTestBed,
  type WorkerProcess,
} from '../test/automation-fixtures.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { outboxTestEnv } from '../test/shared-db.js';
import { createAutomation } from '../services/automations.js';
import { DEFAULT_LEASE_MS } from './job-types.js';

/**
 * Kill -9 a server in the middle of the scheduler's dispatch, then start another on the same
 * database (one SQLite file, or PostgreSQL with TEST_DATABASE_URL): every due automation runs
 * exactly once, each run has its one message, and each message reaches the SMTP server once.
 * A claim and its outbox row commit together, so a kill between or inside claims loses nothing
 * and repeats nothing. The servers are child processes (server/test/outbox-worker.ts).
 */
const COUNT = 200;
let bed: ProcessTestBed;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  bed = await processTestBed();
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.kill9();
});
afterAll(async () => {
  await bed?.close();
});

const count = async (table: 'automation_runs' | 'email_outbox', userId: string) => {
  const r = await bed.app.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

describe('a server killed while the scheduler dispatches', () => {
  it('leaves every due automation to run exactly once, with its message sent once', async () => {
    const u = await register(bed.app);
    const email = `${u.user.id.slice(0, 8)}@icloud.example`;
    await addAppPasswordAccount(targetOf(bed.app), u.user.id, 'icloud', email, SINK_PASSWORD);
    const now = Date.now();
    const fields = AutomationFieldsSchema.parse({ ...SEND_FIELDS, holdSeconds: 0, isActive: false });
    const template = await createAutomation(bed.app.db.kysely, u.user.id, fields, now - 20 * 60_000);
    const dueAt = now - 30_000;
    const ids = await seedDueAutomations(bed.app.db.kysely, template, COUNT, dueAt);

    // The first server's sends stop at the envelope (nothing of them leaves): its runs are in
    // every state, claimed, queued, being sent, when it dies.
    let release!: () => void;
    bed.sink.holdEnvelope.until = new Promise<void>((resolve) => (release = resolve));
    const first = startWorker(bed.shared.workerEnv, bed.config);
    workers.push(first);
    await until(async () => (await count('automation_runs', u.user.id)) >= 10, 60_000, 'the first claims');
    await first.kill9();
    const atKill = await count('automation_runs', u.user.id);
    expect(atKill).toBeGreaterThanOrEqual(10);
    expect(atKill).toBeLessThan(COUNT); // killed in the middle, not after
    // Whatever it committed is whole: each run with its message.
    expect(await count('email_outbox', u.user.id)).toBe(atKill);

    bed.sink.holdEnvelope.until = undefined;
    release();
    // The next instance's clock is past the dead one's leases.
    const second = startWorker(bed.shared.workerEnv, bed.config, DEFAULT_LEASE_MS + 10_000);
    workers.push(second);
    await until(async () => (await count('automation_runs', u.user.id)) === COUNT, 120_000, 'every run');
    const mine = () => bed.sink.messages.filter((m) => m.user === email);
    await until(() => mine().length >= COUNT, 120_000, 'every message delivered');
    await new Promise((r) => setTimeout(r, 500)); // a few more polls: nothing more arrives

    const runs = await bed.app.db.kysely
      .selectFrom('automation_runs')
      .select(['automation_id', 'slot_key', 'status', 'outbox_id'])
      .where('user_id', '=', u.user.id)
      .execute();
    expect(runs).toHaveLength(COUNT);
    expect(new Set(runs.map((r) => r.automation_id))).toEqual(new Set(ids));
    expect(runs.every((r) => r.slot_key === `schedule:${dueAt}` && r.status === 'succeeded' && r.outbox_id)).toBe(true);
    const outbox = await bed.app.db.kysely
      .selectFrom('email_outbox')
      .select(['id', 'status'])
      .where('user_id', '=', u.user.id)
      .execute();
    expect(outbox).toHaveLength(COUNT);
    const copies = new Map<string, number>();
    for (const m of mine()) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1);
    for (const o of outbox) expect(copies.get(`<${o.id}@agentops>`), o.id).toBe(1);
    expect(mine()).toHaveLength(COUNT);
  }, 240_000);
});

describe('a server killed inside a claim (PostgreSQL)', () => {
  let pgdb: TestDatabase;
  let pgApp: FastifyInstance;
  let pgConfig: Record<string, string>;
  beforeAll(async () => {
    pgdb = await requiredPostgresDatabase('auto_crash');
    pgConfig = { ...outboxTestEnv(bed.shared, bed.sink.port), DATABASE_URL: pgdb.url };
    pgApp = await buildApp({
      config: loadConfig({ ...pgConfig, LOG_LEVEL: 'silent' }),
      db: createDb({ databaseUrl: pgdb.url, dataDir: bed.shared.dataDir }),
      clientDir: '/nonexistent',
      startJobs: false,
    });
  });
  afterAll(async () => {
    await pgApp?.close();
    await pgApp?.db.kysely.destroy();
    await pgdb?.drop();
  });

  it('rolls the claim back whole: the next server runs it once and sends its message once', async () => {
    const u = await register(pgApp);
    const email = `${u.user.id.slice(0, 8)}@icloud.example`;
    await addAppPasswordAccount(targetOf(pgApp), u.user.id, 'icloud', email, SINK_PASSWORD);
    const now = Date.now();
    const fields = AutomationFieldsSchema.parse({ ...SEND_FIELDS, holdSeconds: 0, isActive: false });
    const template = await createAutomation(pgApp.db.kysely, u.user.id, fields, now - 20 * 60_000);
    const dueAt = now - 30_000;
    const ids = await seedDueAutomations(pgApp.db.kysely, template, 20, dueAt);
    const workerEnv = { WORKER_DATABASE_URL: pgdb.url };

    // The outbox table locked against inserts: a claim stops inside its transaction, after it
    // locked its automation and checked the safeguards, at the insert of its message.
    const blocker = new pg.Client({ connectionString: pgdb.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table email_outbox in exclusive mode');
    const first = startWorker(workerEnv, pgConfig);
    workers.push(first);
    // Counted from pg_locks, which is live (pg_stat_activity is a snapshot per transaction).
    const waiting = async () => {
      const { rows } = await blocker.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where relation = 'email_outbox'::regclass and mode = 'RowExclusiveLock' and not granted`,
      );
      return rows[0]!.n;
    };
    await first.waitFor(/ready/);
    await until(async () => (await waiting()) > 0, 60_000, 'a claim waiting at its outbox insert');
    await first.kill9();
    await blocker.query('commit');
    await blocker.end();
    await new Promise((r) => setTimeout(r, 500));
    const runsOfUser = () =>
      pgApp.db.kysely.selectFrom('automation_runs').selectAll().where('user_id', '=', u.user.id).execute();
    // Nothing of the killed claims committed: no run, no message.
    expect(await runsOfUser()).toHaveLength(0);
    const queued = await pgApp.db.kysely
      .selectFrom('email_outbox')
      .select('id')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(queued).toHaveLength(0);

    const second = startWorker(workerEnv, pgConfig, DEFAULT_LEASE_MS + 10_000);
    workers.push(second);
    await until(async () => (await runsOfUser()).length === 20, 60_000, 'every run');
    const mine = () => bed.sink.messages.filter((m) => m.user === email);
    await until(() => mine().length >= 20, 60_000, 'every message delivered');
    await new Promise((r) => setTimeout(r, 500));
    const runs = await runsOfUser();
    expect(new Set(runs.map((r) => r.automation_id))).toEqual(new Set(ids));
    const outbox = await pgApp.db.kysely
      .selectFrom('email_outbox')
      .select('id')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(outbox).toHaveLength(20);
    for (const o of outbox) expect(mine().filter((m) => m.messageId === `<${o.id}@agentops>`)).toHaveLength(1);
    expect(mine()).toHaveLength(20);
  }, 180_000);
});
