import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { manualClock } from '../test/outbox-fixtures.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import { claimDue, claimJob, completeJob, enqueueJob, findJob } from './job-store.js';
import { DEFAULT_BACKOFF_MS, PermanentJobError, type JobRunnerOptions } from './job-types.js';
import { JobRunner } from './runner.js';

/** The job runner on its own: scheduling, back-off, leases, bounded concurrency, start and stop. */
let test: TestDb;
const log = pino({ level: 'silent' });
const clock = manualClock();
let seq = 0;
const id = (name: string) => `${name}:${++seq}`;

beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'jobs-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
});
afterAll(async () => {
  await test?.drop();
});
beforeEach(() => {
  clock.at = 1_700_000_000_000 + seq * 10_000_000;
});

const db = () => test.db.kysely;
const runner = (options: JobRunnerOptions = {}) => new JobRunner(test.db, log, { now: clock.now, ...options });
const enqueue = (jobId: string, kind: string, runAt = clock.at, payload: unknown = { n: 1 }) =>
  enqueueJob(db(), { id: jobId, kind, payload, runAt }, clock.at);

describe('job runner', () => {
  it('runs a job once at its time, never before; a deterministic id is enqueued once', async () => {
    const r = runner();
    const seen: unknown[] = [];
    r.register('tick', { run: async (payload) => void seen.push(payload) });
    const jobId = id('slot');
    expect(await enqueue(jobId, 'tick', clock.at + 60_000, { slot: 1 })).toBe(true);
    expect(await enqueue(jobId, 'tick', clock.at + 60_000, { slot: 2 })).toBe(false);
    expect(await r.runDue()).toBe(0);
    clock.advance(59_999);
    expect(await r.runDue()).toBe(0);
    clock.advance(1);
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ slot: 1 }]);
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'done', attempts: 1, lease_owner: null });
  });

  it('retries with exponential back-off, then gives up after five attempts', async () => {
    const r = runner();
    const gaveUp: string[] = [];
    let runs = 0;
    r.register('flaky', {
      run: async () => {
        runs++;
        throw new Error(`boom ${runs}`);
      },
      onGiveUp: async (_p, error) => void gaveUp.push(error),
    });
    const jobId = id('flaky');
    await enqueue(jobId, 'flaky');
    const started = clock.at;
    let at = started;
    for (const delay of DEFAULT_BACKOFF_MS) {
      await r.runDue();
      at += delay;
      expect(await findJob(db(), jobId)).toMatchObject({ status: 'queued', run_at: at });
      clock.at = at - 1;
      expect(await r.runDue()).toBe(0);
      clock.at = at;
    }
    await r.runDue();
    expect(runs).toBe(5);
    expect(gaveUp).toEqual(['boom 5']);
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'failed', attempts: 5, last_error: 'boom 5' });
    clock.advance(24 * 3600_000);
    expect(await r.runDue()).toBe(0);
  });

  it('leaves a kind it has no handler for to other instances, without counting an attempt', async () => {
    const jobId = id('unknown');
    await enqueue(jobId, 'from-a-newer-release');
    await runner().runDue();
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'queued', attempts: 0, run_at: clock.at + 60_000 });
    await db().deleteFrom('jobs').where('id', '=', jobId).execute(); // out of the later tests' way
  });

  it('fails a permanent error at once', async () => {
    const r = runner();
    r.register('bad', {
      run: async () => {
        throw new PermanentJobError('no use trying');
      },
    });
    const jobId = id('bad');
    await enqueue(jobId, 'bad');
    await r.runDue();
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'no use trying' });
  });

  it('claims again a job whose lease ran out; the old owner can no longer finish it', async () => {
    const r = runner({ leaseMs: 60_000 });
    let runs = 0;
    r.register('lease', { run: async () => void runs++ });
    const jobId = id('lease');
    await enqueue(jobId, 'lease');
    const [crashed] = await claimDue(db(), test.db.dialect, {
      owner: 'crashed',
      now: clock.at,
      leaseMs: 60_000,
      limit: 1,
    });
    expect(crashed).toMatchObject({ id: jobId, status: 'running', lease_owner: 'crashed', attempts: 1 });
    clock.advance(60_000);
    expect(await r.runDue()).toBe(0);
    clock.advance(1);
    expect(await r.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await completeJob(db(), crashed!, clock.at)).toBe(false);
  });

  it('renews the lease of a running job, and tells the run to stop once another instance took the job over', async () => {
    const r = runner({ leaseMs: 60_000, heartbeatMs: 5 });
    const jobId = id('stolen');
    let signal: AbortSignal | undefined;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    r.register('slow', {
      run: async (_payload, ctx) => {
        signal = ctx.signal;
        await finished;
      },
    });
    await enqueue(jobId, 'slow');
    const running = r.runDue();
    await vi.waitFor(() => expect(signal).toBeDefined());
    clock.advance(50_000);
    await vi.waitFor(async () => expect(Number((await findJob(db(), jobId))?.lease_until)).toBe(clock.at + 60_000));
    expect(signal!.aborted).toBe(false);
    // Another instance claims it, as if this one had been cut off from the database for too long.
    const thief = await claimJob(db(), jobId, { owner: 'thief', now: clock.at + 120_000, leaseMs: 60_000 });
    expect(thief).toMatchObject({ lease_owner: 'thief', attempts: 2 });
    await vi.waitFor(() => expect(signal!.aborted).toBe(true));
    finish();
    await running;
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'running', lease_owner: 'thief', attempts: 2 });
    expect(await completeJob(db(), thief!, clock.at)).toBe(true);
  });

  it('concurrent claimers never get the same job', async () => {
    const ids = Array.from({ length: 50 }, () => id('race'));
    for (const jobId of ids) await enqueue(jobId, 'race');
    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        claimDue(db(), test.db.dialect, { owner: `claimer-${i}`, now: clock.at, leaseMs: 60_000, limit: 20 }),
      ),
    );
    const claimed = claims
      .flat()
      .map((j) => j.id)
      .filter((jobId) => jobId.startsWith('race:'));
    expect(claimed.sort()).toEqual([...ids].sort());
    for (const jobId of ids) await completeJob(db(), (await findJob(db(), jobId))!, clock.at);
  });

  it('a claim takes the oldest claimable jobs of both kinds in run_at order, up to its limit', async () => {
    // Far in the past, so that jobs other tests left queued come after these.
    const base = clock.at - 1_000_000_000_000;
    const now = clock.at;
    const lapsed = id('lapsed');
    await enqueue(lapsed, 'order', base + 1000);
    await claimDue(db(), test.db.dialect, { owner: 'gone', now: base + 1000, leaseMs: 1000, limit: 1 });
    const queued = [id('q'), id('q'), id('q')];
    for (const [i, jobId] of queued.entries()) await enqueue(jobId, 'order', base + i * 2000);
    const notDue = id('later');
    await enqueue(notDue, 'order', now + 1);
    const first = await claimDue(db(), test.db.dialect, { owner: 'a', now, leaseMs: 60_000, limit: 2 });
    // The rows come back in no particular order: the set is what counts.
    expect(first.map((j) => j.id).sort()).toEqual([queued[0], lapsed].sort());
    expect(first.find((j) => j.id === lapsed)).toMatchObject({ lease_owner: 'a', attempts: 2 });
    const next = await claimDue(db(), test.db.dialect, { owner: 'b', now, leaseMs: 60_000, limit: 2 });
    expect(next.map((j) => j.id).sort()).toEqual([queued[1], queued[2]].sort());
    for (const job of [...first, ...next]) await completeJob(db(), job, now);
    const later = await claimJob(db(), notDue, { owner: 'c', now: now + 1, leaseMs: 60_000 });
    expect(later).toBeDefined();
    await completeJob(db(), later!, now + 1);
  });

  it('a handler may finish its job in its own transaction: both commit together, or neither', async () => {
    const r = runner();
    const outcomes: string[] = [];
    r.register('inline', {
      run: async (payload: { fail: boolean }, ctx) => {
        await db()
          .transaction()
          .execute(async (trx) => {
            expect(await ctx.complete(trx)).toBe(true);
            // Inside the transaction the job is done already; outside it is not yet.
            expect((await findJob(trx, ctx.job.id))?.status).toBe('done');
            if (payload.fail) throw new PermanentJobError('rolled back');
          })
          .then(() => void outcomes.push('committed'));
      },
    });
    const ok = id('inline');
    const bad = id('inline');
    await enqueue(ok, 'inline', clock.at, { fail: false });
    await enqueue(bad, 'inline', clock.at, { fail: true });
    await r.runDue();
    expect(outcomes).toEqual(['committed']);
    expect(await findJob(db(), ok)).toMatchObject({ status: 'done', attempts: 1, lease_owner: null });
    // The rolled-back completion did not count: the runner could still fail the job (a write
    // fenced on the job still running).
    expect(await findJob(db(), bad)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'rolled back' });
  });

  it('gives up without running a job that keeps losing its lease', async () => {
    const r = runner({ leaseMs: 1000, maxAttempts: 2 });
    const run = vi.fn(async () => {});
    const onGiveUp = vi.fn(async () => {});
    r.register('crashy', { run, onGiveUp });
    const jobId = id('crashy');
    await enqueue(jobId, 'crashy');
    for (let i = 0; i < 2; i++) {
      await claimDue(db(), test.db.dialect, { owner: `dead-${i}`, now: clock.at, leaseMs: 1000, limit: 5 });
      clock.advance(1001);
    }
    await r.runDue();
    expect(run).not.toHaveBeenCalled();
    expect(onGiveUp).toHaveBeenCalledWith({ n: 1 }, 'attempts exhausted', expect.anything());
    expect(await findJob(db(), jobId)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('runs at most `concurrency` jobs at once and runs one job now on request', async () => {
    const r = runner({ concurrency: 4 });
    let active = 0;
    let peak = 0;
    r.register('slow', {
      run: async () => {
        peak = Math.max(peak, ++active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active--;
      },
    });
    for (let i = 0; i < 13; i++) await enqueue(id('slow'), 'slow');
    const later = id('slow');
    await enqueue(later, 'slow', clock.at + 1000);
    expect(await r.runDue()).toBe(13);
    expect(peak).toBe(4);
    expect(await r.runNow(later)).toBe(false); // not due yet
    clock.advance(1000);
    expect(await r.runNow(later)).toBe(true);
    expect(await r.runNow(later)).toBe(false); // done
  });

  it('with a backlog, claims again once half its slots are free, not after every finished job', async () => {
    const r = runner({ concurrency: 4, pollMs: 60_000 });
    const claims = vi.spyOn(r as unknown as { claim(limit: number): Promise<unknown[]> }, 'claim');
    const gates: (() => void)[] = [];
    let finished = 0;
    r.register('backlog', {
      run: async () => {
        await new Promise<void>((resolve) => gates.push(resolve));
        finished++;
      },
    });
    const ids = Array.from({ length: 8 }, () => id('backlog'));
    // Far in the past, so that these come before any job other tests left queued.
    for (const [i, jobId] of ids.entries()) await enqueue(jobId, 'backlog', clock.at - 1_000_000_000_000 + i);
    r.start();
    try {
      await vi.waitFor(() => expect(gates).toHaveLength(4));
      expect(claims.mock.calls).toEqual([[4]]);
      gates[0]!();
      await vi.waitFor(() => expect(finished).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(claims).toHaveBeenCalledTimes(1); // one slot free: no claim yet
      gates[1]!();
      await vi.waitFor(() => expect(gates).toHaveLength(6));
      expect(claims.mock.calls).toEqual([[4], [2]]);
      for (const open of gates.slice(2)) open();
      await vi.waitFor(() => expect(gates).toHaveLength(8));
      for (const open of gates.slice(6)) open();
      await vi.waitFor(() => expect(finished).toBe(8));
    } finally {
      await r.stop();
    }
    for (const jobId of ids) expect((await findJob(db(), jobId))?.status).toBe('done');
  });

  it('polls on its own once started, and stop waits for the job in flight', async () => {
    const r = runner({ pollMs: 10 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const finished: string[] = [];
    r.register('gated', {
      run: async () => {
        await gate;
        finished.push('job');
      },
    });
    r.onStop(async () => void finished.push('closed'));
    const jobId = id('gated');
    await enqueue(jobId, 'gated');
    r.start();
    await vi.waitFor(async () => expect((await findJob(db(), jobId))?.status).toBe('running'));
    const stopped = r.stop();
    release();
    await stopped;
    expect(finished).toEqual(['job', 'closed']);
    expect((await findJob(db(), jobId))?.status).toBe('done');
  });
});
