/**
 * Ten minutes of the mixed requests of lib/mixed-load.ts at a steady rate against one built server
 * (SQLite), after a minute of the same as warm-up: RSS sampled about once a second, the median of
 * each minute reported, and whether it grows. Growth is judged on the least-squares slope of every
 * sample over the ten minutes, which a single garbage-collection swing barely moves, rather than on
 * two points.
 *
 * Each sample is taken at a random moment of its second. The load is not even within a second:
 * autocannon's rate sends each connection's share at the start of every second, and the sign-ins
 * among them hold argon2's 19 MiB buffers for some 60 ms, so RSS spikes by up to 50 MB once a
 * second. Samples at a fixed period of whole seconds all land at the same point of that cycle, and
 * as the two clocks drift apart over the minutes they slide into or out of the spike: a climb or a
 * fall of several MB that the process never made. Random moments see the spike as often as it is
 * there, whatever the drift.
 */
import { readMemoryProbe, registerLoadUsers, rssBytes, runMixedLoad, startProbedServer } from '../lib/mixed-load';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const WARMUP_S = 60;
const MINUTES = 10;
const SAMPLE_MS = 1000;
const RATE = 150;
const CONNECTIONS = 10;
const USERS = 120;
/** 0.5 MB a minute would be 5 MB over the soak: 30 MB a day, a leak worth finding. */
const SLOPE_BUDGET_MB_PER_MIN = 0.5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return num / den;
}

export const soak: BenchSuite = {
  name: 'soak',
  description: `RSS over ${MINUTES} minutes of mixed requests at ${RATE} req/s (after ${WARMUP_S} s of warm-up), every minute`,
  timeoutMs: 14 * 60_000,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const { server, probe } = await startProbedServer('bench-soak', { buildRoot, database });
    try {
      const users = await registerLoadUsers(server.url, USERS);
      await runMixedLoad(server.url, users, { seconds: WARMUP_S, connections: CONNECTIONS, rate: RATE });
      const started = Date.now();
      const samples: { x: number; y: number }[] = [];
      let sampling = true;
      let timer: NodeJS.Timeout | undefined;
      const sampleLater = (slotStart: number) => {
        if (!sampling) return;
        const at = slotStart + Math.random() * SAMPLE_MS;
        timer = setTimeout(
          () => {
            samples.push({ x: (Date.now() - started) / 60_000, y: rssBytes(server.pid) / 1e6 });
            sampleLater(slotStart + SAMPLE_MS);
          },
          Math.max(0, at - Date.now()),
        );
      };
      sampleLater(started);
      const heapAtStart = await readMemoryProbe(server, probe);
      let load;
      try {
        load = await runMixedLoad(server.url, users, { seconds: MINUTES * 60, connections: CONNECTIONS, rate: RATE });
      } finally {
        sampling = false;
        clearTimeout(timer);
      }
      const heapAtEnd = await readMemoryProbe(server, probe);
      const rows: BenchRow[] = [];
      for (let m = 0; m < MINUTES; m++) {
        const inMinute = samples.filter((s) => s.x >= m && s.x < m + 1).map((s) => s.y);
        if (inMinute.length === 0) continue;
        rows.push({
          name: `RSS, minute ${m + 1}`,
          value: round(median(inMinute)),
          unit: 'MB',
          note: `median of ${inMinute.length}, ${round(Math.min(...inMinute))} to ${round(Math.max(...inMinute))}`,
        });
      }
      const first = rows[0]?.value ?? 0;
      const lastThree = rows.slice(-3).map((r) => r.value);
      rows.push(
        {
          name: 'RSS, last 3 minutes over minute 1',
          value: round(Math.max(...lastThree) - first),
          unit: 'MB',
          note: 'highest minute median',
        },
        withBudget(
          {
            name: 'RSS growth (least-squares slope)',
            value: round(slope(samples), 2),
            unit: 'MB/min',
            note: `${samples.length} samples`,
          },
          '<',
          SLOPE_BUDGET_MB_PER_MIN,
        ),
        {
          name: 'V8 heap used, start / end of the soak',
          value: round(heapAtEnd.heapUsed / 1e6),
          unit: 'MB',
          note: `${round(heapAtStart.heapUsed / 1e6)} at the start; committed ${round(heapAtStart.heapTotal / 1e6)} / ${round(heapAtEnd.heapTotal / 1e6)}`,
        },
        {
          name: 'soak load',
          value: load.rps,
          unit: 'req/s',
          note: `${load.requests} requests, ${load.non2xx} non-2xx, ${load.errors} errors`,
        },
      );
      return rows;
    } finally {
      await server.stop();
    }
  },
};
