/**
 * A server instance in a child process for the crash tests (server/jobs/crash.test.ts): it builds
 * the app on the database the parent names and runs the job runner, so the parent can kill -9 it
 * in the middle of a send. Run with `node --import tsx` (not the tsx CLI, which would put a second
 * process between the parent and the worker, out of reach of SIGKILL).
 *
 * Environment: WORKER_CONFIG (JSON env for loadConfig), WORKER_SQLITE_DIR (folder of app.db) or
 * WORKER_DATABASE_URL + WORKER_PG_SCHEMA, WORKER_MODE ('run': poll and deliver; 'claim': claim every
 * due job, then hang without running any), WORKER_CLOCK_OFFSET_MS (added to the runner's clock).
 * It prints `ready` or `claimed <n>` on stdout.
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { claimDue } from '../jobs/job-store.js';
import { DEFAULT_LEASE_MS } from '../jobs/job-types.js';

const env = process.env;
const config = loadConfig(JSON.parse(env.WORKER_CONFIG ?? '{}') as NodeJS.ProcessEnv);
const db = env.WORKER_DATABASE_URL
  ? createDb({ databaseUrl: env.WORKER_DATABASE_URL, pgSchema: env.WORKER_PG_SCHEMA, dataDir: config.DATA_DIR })
  : createDb({ dataDir: env.WORKER_SQLITE_DIR!, sqliteFile: 'app.db' });
const offset = Number(env.WORKER_CLOCK_OFFSET_MS ?? 0);
const now = () => Date.now() + offset;
const mode = env.WORKER_MODE ?? 'run';

const app = await buildApp({
  config,
  db,
  clientDir: '/nonexistent',
  startJobs: mode === 'run',
  jobs: { now, pollMs: 20, owner: `worker-${process.pid}` },
});
await app.ready();

if (mode === 'claim') {
  // Dies (is killed) holding the lease, before any send has started.
  const jobs = await claimDue(db.kysely, db.dialect, {
    owner: `doomed-${process.pid}`,
    now: now(),
    leaseMs: DEFAULT_LEASE_MS,
    limit: 100,
  });
  process.stdout.write(`claimed ${jobs.length}\n`);
} else {
  process.stdout.write('ready\n');
}

process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await db.kysely.destroy();
    process.exit(0);
  });
});
setInterval(() => {}, 60_000);
