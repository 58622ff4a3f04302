/**
 * Resident memory of the built server at rest: started on SQLite, healthy, then 2 s later VmRSS
 * from /proc/<pid>/status (Linux). MB = 10^6 bytes.
 */
import { readFileSync } from 'node:fs';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { round, sleep, withBudget, type BenchSuite } from '../lib/types';

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

export const memory: BenchSuite = {
  name: 'memory',
  description: 'resident memory (VmRSS) of the idle built server, 2 s after /api/health answers',
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-memory', buildRoot });
    try {
      await sleep(2000);
      const bytes = rssBytes(server.pid);
      return [
        withBudget(
          { name: 'server RSS at rest', value: round(bytes / 1e6), unit: 'MB', note: `${round(bytes / 2 ** 20)} MiB` },
          '<',
          120,
        ),
      ];
    } finally {
      await server.stop();
    }
  },
};
