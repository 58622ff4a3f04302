/**
 * The reference for the scheduler's dispatch: the same number of jobs through pg-boss on the same
 * PostgreSQL server (a database of its own), each worked by a handler that writes one row into a
 * table of ours, timed from the first insert until the last row is written.
 *
 * Set up the way pg-boss is meant to run at volume: jobs created with `insert()` in batches (its
 * bulk path, one statement per batch, rather than one `send()` per job), four workers each
 * fetching up to 1,000 jobs per poll at the shortest polling interval it allows (0.5 s), the rows
 * of a batch written concurrently on a pool of its own, one INSERT (one transaction) per job, and
 * the batch completed by pg-boss in one statement when the handler returns. A worker that finishes
 * a batch early waits out the rest of its polling interval, so small batches measure the polling
 * rather than the queue (4 x 100 took 12.6 s for 10,000 jobs here, 4 x 1,000 1.8 s): of the
 * settings tried (4 x 100, 4 x 500, 8 x 250, 2 x 1,000, 4 x 1,000) the fastest is kept.
 */
import pg from 'pg';
import PgBoss from 'pg-boss';

export interface PgBossResult {
  jobs: number;
  /** From the first insert to the last one returning. */
  sendMs: number;
  /** From the first insert to the last row written by a worker. */
  totalMs: number;
  workers: number;
  batchSize: number;
}

const QUEUE = 'bench-dispatch';
const INSERT_BATCH = 1000;
const WORKERS = 4;
const WORK_BATCH = 1000;

export async function runPgBossReference(url: string, jobs: number): Promise<PgBossResult> {
  const writes = new pg.Pool({ connectionString: url, max: 10 });
  writes.on('error', () => undefined);
  const boss = new PgBoss({ connectionString: url, max: 10, schedule: false, supervise: false });
  boss.on('error', (err: unknown) => console.error('  pg-boss:', err));
  try {
    await writes.query(
      'create table bench_dispatched (job_id uuid primary key, n integer not null, at bigint not null)',
    );
    await boss.start();
    await boss.createQueue(QUEUE);

    let written = 0;
    let resolveDone!: () => void;
    let rejectDone!: (err: unknown) => void;
    const done = new Promise<void>((resolve, reject) => ((resolveDone = resolve), (rejectDone = reject)));
    for (let w = 0; w < WORKERS; w++) {
      await boss.work<{ n: number }>(QUEUE, { batchSize: WORK_BATCH, pollingIntervalSeconds: 0.5 }, async (batch) => {
        await Promise.all(
          batch.map((job) =>
            writes.query('insert into bench_dispatched (job_id, n, at) values ($1, $2, $3)', [
              job.id,
              job.data.n,
              Date.now(),
            ]),
          ),
        );
        written += batch.length;
        if (written >= jobs) resolveDone();
      });
    }
    const timeout = setTimeout(
      () => rejectDone(new Error(`pg-boss: ${written}/${jobs} jobs worked after 120 s`)),
      120_000,
    );

    const started = performance.now();
    for (let i = 0; i < jobs; i += INSERT_BATCH) {
      const batch = Array.from({ length: Math.min(INSERT_BATCH, jobs - i) }, (_, j) => ({
        name: QUEUE,
        data: { n: i + j },
      }));
      await boss.insert(batch);
    }
    const sent = performance.now();
    await done;
    const finished = performance.now();
    clearTimeout(timeout);

    const { rows } = await writes.query<{ n: string }>('select count(*) as n from bench_dispatched');
    if (Number(rows[0]!.n) !== jobs) throw new Error(`pg-boss wrote ${rows[0]!.n} rows for ${jobs} jobs`);
    return {
      jobs,
      sendMs: sent - started,
      totalMs: finished - started,
      workers: WORKERS,
      batchSize: WORK_BATCH,
    };
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await writes.end();
  }
}
