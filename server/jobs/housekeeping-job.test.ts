import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { runHousekeeping, type HousekeepingOptions } from '../services/housekeeping.js';
import { manualClock } from '../test/outbox-fixtures.js';
import { createTestApp, createTestDb, type TestDb } from '../test/test-app.js';
import {
  HOUSEKEEPING_EVERY_MS,
  HOUSEKEEPING_JOB,
  housekeepingJobId,
  registerHousekeepingJob,
  scheduleHousekeeping,
} from './housekeeping-job.js';
import { findJob } from './job-store.js';
import { JobRunner } from './runner.js';

/**
 * The housekeeping job on the runner: one run per hourly slot however many instances schedule and
 * claim it, a chain that queues the next slot, and a late run that does not replay missed hours.
 */
let test: TestDb;
const log = pino({ level: 'silent' });
const HOUR = HOUSEKEEPING_EVERY_MS;
const START = 1_800_000_000_000 - (1_800_000_000_000 % HOUR); // the start of an hour

beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'housekeeping-job-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
});
afterAll(async () => {
  await test?.drop();
});

const db = () => test.db.kysely;

describe('housekeeping job', () => {
  it('runs each slot once with two runners, queues the next slot, and skips hours it missed', async () => {
    const clock = manualClock(START + 5 * 60_000);
    const runs: number[] = [];
    const sweep = (d: typeof test.db.kysely, o: HousekeepingOptions) => {
      runs.push(o.now);
      return runHousekeeping(d, o);
    };
    const a = new JobRunner(test.db, log, { now: clock.now, owner: 'a' });
    const b = new JobRunner(test.db, log, { now: clock.now, owner: 'b' });
    registerHousekeepingJob(a, db(), { sweep });
    registerHousekeepingJob(b, db(), { sweep });

    // Both instances start: one slot row.
    const scheduled = await Promise.all([scheduleHousekeeping(db(), clock.at), scheduleHousekeeping(db(), clock.at)]);
    expect(scheduled.sort()).toEqual([false, true]);

    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);
    expect(await findJob(db(), housekeepingJobId(START))).toMatchObject({
      kind: HOUSEKEEPING_JOB,
      status: 'done',
      attempts: 1,
    });
    expect(await findJob(db(), housekeepingJobId(START + HOUR))).toMatchObject({
      status: 'queued',
      run_at: START + HOUR,
    });

    // Not before its hour.
    clock.at = START + HOUR - 1;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);

    // At its hour, once; a restart in the same hour schedules nothing new.
    clock.at = START + HOUR;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(2);
    expect(await scheduleHousekeeping(db(), clock.at)).toBe(false);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(2);

    // Down for three hours: one late run, and the next slot is the hour after now.
    clock.at = START + 5 * HOUR + 10 * 60_000;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(3);
    expect(await findJob(db(), housekeepingJobId(START + 3 * HOUR))).toBeUndefined();
    expect(await findJob(db(), housekeepingJobId(START + 6 * HOUR))).toMatchObject({ status: 'queued' });
    const queued = await db()
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', HOUSEKEEPING_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
  });

  it('keeps the chain when a run fails: the next slot is queued first, the failed one is retried', async () => {
    const clock = manualClock(START + 100 * HOUR);
    let fail = true;
    const r = new JobRunner(test.db, log, { now: clock.now, owner: 'c' });
    registerHousekeepingJob(r, db(), {
      sweep: async (d, o) => {
        if (fail) throw new Error('database hiccup');
        return runHousekeeping(d, o);
      },
    });
    await scheduleHousekeeping(db(), clock.at);
    await r.runDue();
    const slot = START + 100 * HOUR;
    expect(await findJob(db(), housekeepingJobId(slot))).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await findJob(db(), housekeepingJobId(slot + HOUR))).toMatchObject({ status: 'queued' });
    fail = false;
    clock.advance(60_000);
    await r.runDue();
    expect(await findJob(db(), housekeepingJobId(slot))).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('is registered on the app, whose start queues the current slot', async () => {
    const clock = manualClock(START + 200 * HOUR + 1234);
    const t = await createTestApp({}, { jobs: { now: clock.now, pollMs: 60_000 } });
    try {
      await t.app.ready();
      const job = await findJob(t.db.kysely, housekeepingJobId(START + 200 * HOUR));
      expect(job).toMatchObject({ kind: HOUSEKEEPING_JOB });
    } finally {
      await t.close();
    }
  });
});
