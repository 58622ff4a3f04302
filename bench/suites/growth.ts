/**
 * How costs grow with the data (issue 17's growth curves), each figure at two or three sizes in the
 * same run:
 * - `GET /api/auth/user` signed in, with 1,000, 10,000 and 100,000 users and their sessions stored
 *   (autocannon, 50 connections rotating over 500 sessions spread across the table; 2 s warm-up,
 *   5 s measured), beside `/api/health` at each size as the reference;
 * - the outbox delivering 1,000 and 10,000 queued messages (lib/outbox-delivery-run.ts);
 * - the email lists (drafts, templates, outbox, automations, tasks) holding 100 and 10,000 rows of
 *   one user: the first page and the page halfway through (by its cursor), 100 sequential
 *   requests after 5 warm-up ones, each measured by a user of its own (the lists' per-user limit is
 *   120 a minute). A list's first page at 10,000 rows against 100, and its middle page against its
 *   first at 10,000, must both stay under 2× (flat).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, type BuiltServer } from '../../scripts/lib/built-server';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/database';
import { LIST_PATH, LISTS, seedList, seedUsers } from '../lib/growth-seed';
import { measureOutboxDelivery } from '../lib/outbox-delivery-run';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const USER_STEPS = [1_000, 10_000, 100_000];
const OUTBOX_STEPS = [1_000, 10_000];
const LIST_SIZES = [100, 10_000];
const REQUESTS = 100;
const WARMUP = 5;
const FLAT_RATIO = 2;

const n = (value: number) => value.toLocaleString('en-US');

async function load(url: string, seconds: number, cookies?: string[]) {
  let i = 0;
  const r = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => (cookies ? { ...req, headers: { cookie: cookies[i++ % cookies.length]! } } : req),
      },
    ],
  });
  return { rps: r.requests.total / r.duration, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx };
}

async function authCurve(server: BuiltServer, db: ReturnType<typeof createDb>): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const all: string[] = [];
  for (const [step, size] of USER_STEPS.entries()) {
    const seeded = await seedUsers(db.kysely, size - all.length, `u${step}`);
    all.push(...seeded.map((u) => u.cookie));
    const cookies = Array.from({ length: 500 }, (_, k) => all[Math.floor((k * all.length) / 500)]!);
    await load(`${server.url}/api/auth/user`, 2, cookies);
    const user = await load(`${server.url}/api/auth/user`, 5, cookies);
    const health = await load(`${server.url}/api/health`, 3);
    const note = user.failed ? `${user.failed} failed` : undefined;
    rows.push(
      { name: `auth/user p99 @ ${n(size)} users`, value: user.p99, unit: 'ms', note },
      { name: `auth/user req/s @ ${n(size)} users`, value: Math.round(user.rps), unit: 'req/s' },
      { name: `health req/s (reference) @ ${n(size)} users`, value: Math.round(health.rps), unit: 'req/s' },
    );
  }
  return rows;
}

async function timeRequests(url: string, cookie: string): Promise<{ median: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p99: times[Math.ceil(times.length * 0.99) - 1]! };
}

async function listCurves(server: BuiltServer, db: ReturnType<typeof createDb>, secrets: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: join(server.dataDir, 'data'), ...secrets });
  const rows: BenchRow[] = [];
  const medians = new Map<string, number>();
  for (const size of LIST_SIZES) {
    // Two users per list and size: one reads the first page, one the middle page.
    const users = await seedUsers(db.kysely, LISTS.length * 2, `lists-${size}`);
    for (const [k, list] of LISTS.entries()) {
      const [firstReader, middleReader] = [users[2 * k]!, users[2 * k + 1]!];
      await seedList(db.kysely, config, list, firstReader.id, size);
      const middleCursor = await seedList(db.kysely, config, list, middleReader.id, size);
      const base = `${server.url}${LIST_PATH[list]}`;
      const first = await timeRequests(base, firstReader.cookie);
      const middle = await timeRequests(`${base}?cursor=${middleCursor}`, middleReader.cookie);
      for (const [page, t] of [
        ['first page', first],
        ['middle page', middle],
      ] as const) {
        rows.push(
          { name: `${list} ${page} median @ ${n(size)} rows`, value: round(t.median, 2), unit: 'ms' },
          { name: `${list} ${page} p99 @ ${n(size)} rows`, value: round(t.p99, 2), unit: 'ms' },
        );
        medians.set(`${list} ${page} ${size}`, t.median);
      }
    }
  }
  // Two claims, each between pages of the same number of rows (the middle page of 100 holds 50):
  // the first page costs the same whatever the list holds, and a page deep in a long list costs
  // what its first page does (keyset paging, no OFFSET).
  const [small, large] = LIST_SIZES as [number, number];
  const median = (list: string, page: string, size: number) => medians.get(`${list} ${page} ${size}`)!;
  for (const list of LISTS) {
    const growthRatio = median(list, 'first page', large) / median(list, 'first page', small);
    const depthRatio = median(list, 'middle page', large) / median(list, 'first page', large);
    rows.push(
      withBudget(
        { name: `${list} first page median ${n(large)} / ${n(small)} rows`, value: round(growthRatio, 2), unit: '×' },
        '<',
        FLAT_RATIO,
      ),
      withBudget(
        { name: `${list} middle / first page median @ ${n(large)} rows`, value: round(depthRatio, 2), unit: '×' },
        '<',
        FLAT_RATIO,
      ),
    );
  }
  return rows;
}

export const growth: BenchSuite = {
  name: 'growth',
  description: 'auth/user with 1k/10k/100k users, outbox delivery of 1k/10k, the email lists at 100 and 10k rows',
  timeoutMs: 10 * 60_000,
  async run({ buildRoot }) {
    const secrets = {
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
    };
    const rows: BenchRow[] = [];
    const server = await startBuiltServer({ name: 'bench-growth', buildRoot, env: secrets });
    const db = createDb({ dataDir: join(server.dataDir, 'data'), sqliteFile: 'app.db' });
    try {
      rows.push(...(await listCurves(server, db, secrets)));
      rows.push(...(await authCurve(server, db)));
    } finally {
      await db.kysely.destroy();
      await server.stop();
    }
    for (const messages of OUTBOX_STEPS) {
      const r = await measureOutboxDelivery(buildRoot, messages);
      const note = [
        r.queuedEarly ? '' : 'queueing overran the due time',
        r.duplicates || r.unsent ? `${r.duplicates} duplicates, ${r.unsent} unsent` : '',
      ]
        .filter(Boolean)
        .join('; ');
      rows.push(
        {
          name: `outbox delivery @ ${n(messages)} queued`,
          value: Math.round(r.rate),
          unit: 'msg/s',
          note: note || undefined,
        },
        {
          name: `outbox server CPU per message @ ${n(messages)} queued`,
          value: round(r.cpuPerMessageMs, 2),
          unit: 'ms',
        },
      );
    }
    return rows;
  },
};
