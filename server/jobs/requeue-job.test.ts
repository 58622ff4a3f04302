import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import { claimJob, completeJob, findJob, requeueJob } from './job-store.js';

/** A recurring job that keeps one row: queued again only once its last run finished. */
let test: TestDb;
beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'requeue-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
});
afterAll(async () => {
  await test?.drop();
});

describe('requeueJob', () => {
  it('inserts once, leaves a queued or running job alone, and queues a finished one again', async () => {
    const db = test.db.kysely;
    const job = (runAt: number) => ({ id: 'scan:a', kind: 'scan', payload: { n: runAt }, runAt });
    expect(await requeueJob(db, job(1000), 1000)).toBe(true);
    // Still queued: the next minute does not move or duplicate it.
    expect(await requeueJob(db, job(2000), 2000)).toBe(false);
    expect(await findJob(db, 'scan:a')).toMatchObject({ status: 'queued', run_at: 1000 });

    const claimed = await claimJob(db, 'scan:a', { owner: 'me', now: 2000, leaseMs: 30_000 });
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    // Running: a second read of the same mailbox never starts beside it.
    expect(await requeueJob(db, job(3000), 3000)).toBe(false);
    expect(await findJob(db, 'scan:a')).toMatchObject({ status: 'running', lease_owner: 'me' });

    await completeJob(db, claimed!, 4000);
    expect(await requeueJob(db, job(5000), 5000)).toBe(true);
    expect(await findJob(db, 'scan:a')).toMatchObject({
      status: 'queued',
      run_at: 5000,
      attempts: 0,
      lease_owner: null,
      payload: JSON.stringify({ n: 5000 }),
    });
    expect(await db.selectFrom('jobs').select('id').execute()).toEqual([{ id: 'scan:a' }]);
  });
});
