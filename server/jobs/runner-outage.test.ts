import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import { enqueueJob } from './job-store.js';
import { JobRunner } from './runner.js';

/**
 * The poll loop while the database is away: it keeps polling, says so once (not on every poll),
 * and claims again as soon as the database is back.
 */
let test: TestDb;
beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'jobs-outage-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
});
afterAll(async () => {
  await test?.drop();
});

/** Every query fails as a refused connection while `down` is set. */
function outage() {
  const state = { down: false, refused: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (state.down) {
        state.refused++;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { state, plugin };
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (_obj: unknown, msg = '') =>
      void lines.push({ level, msg });
  const log = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    fatal: at('fatal'),
    trace: at('trace'),
    child: () => log,
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

it('keeps polling through an outage, reports it once, and claims again when the database is back', async () => {
  const { state, plugin } = outage();
  const { lines, log } = recordingLog();
  const runner = new JobRunner({ ...test.db, kysely: test.db.kysely.withPlugin(plugin) }, log, { pollMs: 10 });
  const ran: unknown[] = [];
  runner.register('probe', { run: async (payload) => void ran.push(payload) });
  state.down = true;
  runner.start();
  try {
    await expect.poll(() => state.refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await enqueueJob(test.db.kysely, { id: 'probe:1', kind: 'probe', payload: { n: 1 }, runAt: Date.now() });
    expect(ran).toEqual([]);
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toEqual([{ level: 'error', msg: 'job runner poll failed; polling goes on' }]);

    state.down = false;
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ n: 1 }]);
    expect(lines).toContainEqual({ level: 'info', msg: 'job runner polls again' });
  } finally {
    await runner.stop();
  }
});

it('reports every failure that is not the database being away', async () => {
  const { lines, log } = recordingLog();
  const broken: KyselyPlugin = {
    transformQuery() {
      throw new Error('a bug');
    },
    transformResult: async (args) => args.result,
  };
  const runner = new JobRunner({ ...test.db, kysely: test.db.kysely.withPlugin(broken) }, log, { pollMs: 10 });
  const errors = () => lines.filter((l) => l.level === 'error').length;
  runner.start();
  try {
    // Waits for the reports themselves: a failure is counted before its line is written.
    await expect.poll(errors, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  } finally {
    await runner.stop();
  }
  expect(errors()).toBeGreaterThanOrEqual(3);
});
