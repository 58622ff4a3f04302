/**
 * Resident memory (VmRSS from /proc/<pid>/status, Linux) of the built server (SQLite; with --pg
 * also on PostgreSQL):
 * - at rest: 2 s after /api/health first answers (the old figure, for reference), and once settled
 *   (SETTLE_S later; the server gives back what start-up left once quiet, server/lib/idle-memory.ts);
 * - after load: the mixed requests of lib/mixed-load.ts at full speed for LOAD_S, then settled again.
 * With the V8 heap, external and array-buffer figures from inside the process at each settled point.
 * MB = 10^6 bytes.
 */
import { readMemoryProbe, registerLoadUsers, rssBytes, runMixedLoad, startProbedServer } from '../lib/mixed-load';
import { round, sleep, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const SETTLE_S = 30;
const LOAD_S = 30;
const CONNECTIONS = 20;
const USERS = 120;
const IDLE_BUDGET_MB = 90;
const AFTER_LOAD_BUDGET_MB = 130;

const mb = (bytes: number) => round(bytes / 1e6);

function breakdown(label: string, m: NodeJS.MemoryUsage): BenchRow[] {
  return [
    { name: `${label}: V8 heap used / committed`, value: mb(m.heapUsed), unit: 'MB', note: `of ${mb(m.heapTotal)} MB` },
    { name: `${label}: external (array buffers)`, value: mb(m.external), unit: 'MB', note: `${mb(m.arrayBuffers)} MB` },
  ];
}

export const memory: BenchSuite = {
  name: 'memory',
  description: `resident memory of the built server at rest and after ${LOAD_S} s of mixed requests, each settled ${SETTLE_S} s`,
  timeoutMs: 5 * 60_000,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const { server, probe } = await startProbedServer('bench-memory', { buildRoot, database });
    try {
      await sleep(2000);
      const early = rssBytes(server.pid);
      await sleep((SETTLE_S - 2) * 1000);
      const idle = rssBytes(server.pid);
      const idleInside = await readMemoryProbe(server, probe);

      const users = await registerLoadUsers(server.url, USERS);
      const load = await runMixedLoad(server.url, users, { seconds: LOAD_S, connections: CONNECTIONS });
      const loaded = rssBytes(server.pid);
      await sleep(SETTLE_S * 1000);
      const settled = rssBytes(server.pid);
      const settledInside = await readMemoryProbe(server, probe);
      return [
        { name: 'server RSS 2 s after /api/health', value: mb(early), unit: 'MB', note: 'before it settles' },
        withBudget(
          {
            name: `server RSS at rest (${SETTLE_S} s)`,
            value: mb(idle),
            unit: 'MB',
            note: `${round(idle / 2 ** 20)} MiB`,
          },
          '<',
          IDLE_BUDGET_MB,
        ),
        ...breakdown('at rest', idleInside),
        {
          name: 'mixed load',
          value: load.rps,
          unit: 'req/s',
          note: `${load.requests} requests, ${CONNECTIONS} connections, ${load.non2xx} non-2xx, ${load.errors} errors`,
        },
        { name: 'server RSS at the end of the load', value: mb(loaded), unit: 'MB' },
        withBudget(
          {
            name: `server RSS after load, settled (${SETTLE_S} s)`,
            value: mb(settled),
            unit: 'MB',
            note: `${round(settled / 2 ** 20)} MiB`,
          },
          '<',
          AFTER_LOAD_BUDGET_MB,
        ),
        ...breakdown('after load', settledInside),
      ];
    } finally {
      await server.stop();
    }
  },
};
