/**
 * A whole server instance in a child process for the automation two-instance test
 * (server/jobs/automation-two-instances.test.ts): the app with its job runner (the scheduler
 * chain, the sends) on the database the parent names. On a `go` line on stdin it also runs the
 * scheduler's dispatch at once, so the parent can make two processes dispatch the same due
 * automations at the same moment; it prints `ready`, then `claimed <n>`.
 *
 * Environment as server/test/outbox-worker.ts: WORKER_CONFIG, WORKER_SQLITE_DIR or
 * WORKER_DATABASE_URL + WORKER_PG_SCHEMA.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { dispatchDue } from '../services/automation-scheduler.js';

const env = process.env;
const config = loadConfig(JSON.parse(env.WORKER_CONFIG ?? '{}') as NodeJS.ProcessEnv);
const db = env.WORKER_DATABASE_URL
  ? createDb({ databaseUrl: env.WORKER_DATABASE_URL, pgSchema: env.WORKER_PG_SCHEMA, dataDir: config.DATA_DIR })
  : createDb({ dataDir: env.WORKER_SQLITE_DIR!, sqliteFile: 'app.db' });

const app = await buildApp({
  config,
  db,
  clientDir: '/nonexistent',
  jobs: { pollMs: 20, owner: `worker-${process.pid}` },
});
await app.ready();
process.stdout.write('ready\n');

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'go') return;
  void dispatchDue({ db: db.kysely }, Date.now(), { batchSize: 50 }).then(
    (n) => process.stdout.write(`claimed ${n}\n`),
    (err: unknown) => process.stdout.write(`failed ${String(err)}\n`),
  );
});
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await db.kysely.destroy();
    process.exit(0);
  });
});
setInterval(() => {}, 60_000);
