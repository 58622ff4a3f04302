/**
 * Signed-in reads against the unauthenticated health check, on one built server (SQLite, or a
 * PostgreSQL database made for the run): `GET /api/auth/user` and `GET /api/email/drafts` (three
 * drafts per account) rotating over many seeded accounts, and `GET /api/health` as the same-run
 * reference. autocannon, 50 connections throughout.
 *
 * Throughput: each as fast as it goes, a 2 s warm-up of each, then 8 s of each in four rounds of
 * 2 s slices whose order rotates, so that a change in the shared machine's load hits all three
 * alike; with it the server's CPU time per request.
 *
 * Latency: with 50 connections each sending its next request as soon as the last is answered, the
 * mean latency is 50 ÷ throughput whatever the server does (Little's law): on two shared cores the
 * health check itself has a p99 of tens of milliseconds that way. So the p99 budget is held at a
 * fixed offered rate, FIXED_RATE requests a second sent at an even pace over 50 kept-alive
 * connections (lib/paced-load.ts: a late answer counts from when its request was due); the
 * saturated p99 is reported beside it.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuProfileArgs } from './cpu-profile-args';
import { pacedLoad } from './paced-load';
import { startBareServer } from './bare-server';
import { cpuSeconds } from './process-cpu';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../../scripts/lib/test-database';
import { createDb } from '../../server/db/database';
import { seedSignedInAccounts } from './seed-signed-in';
import { round, withBudget, type BenchRow } from './types';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const ROUNDS = 4;
const USERS = 1000;
/** The budgets of issue 17: a signed-in read costs about what the health check costs. */
const P99_BUDGET_MS = 10;
/** A busy instance: about 86 million signed-in requests a day. */
const FIXED_RATE = 1000;
const FIXED_S = 4;
const RATIO_BUDGET = 0.8;

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export type Dialect = 'sqlite' | 'postgres';

async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  const db = createDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, sqliteFile: 'app.db' });
  try {
    return await seedSignedInAccounts(db.kysely, USERS, 'reads');
  } finally {
    await db.kysely.destroy();
  }
}

interface Totals {
  requests: number;
  seconds: number;
  /** The server's CPU seconds over the measured slices. */
  cpu: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * One kind of request; each call runs one slice and (after the warm-up) adds it to the totals.
 * `fixedP99` runs it at FIXED_RATE and gives that slice's p99.
 */
function runner(baseUrl: string, serverPid: number, path: string, cookies: string[] | undefined) {
  const totals: Totals = { requests: 0, seconds: 0, cpu: 0, p99: 0, errors: 0, non2xx: 0 };
  let calls = 0;
  let n = 0;
  const cannon = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      timeout: 10,
      requests: [
        {
          method: 'GET',
          path,
          setupRequest: (req) => (cookies ? { ...req, headers: { cookie: cookies[n++ % cookies.length]! } } : req),
        },
      ],
    });
  const run = async (duration: number) => {
    const cpuBefore = cpuSeconds(serverPid);
    const r = await cannon(duration);
    const cpu = cpuSeconds(serverPid) - cpuBefore;
    if (calls++ === 0) return;
    totals.requests += r.requests.total;
    totals.seconds += r.duration;
    totals.cpu += cpu;
    totals.p99 = Math.max(totals.p99, r.latency.p99);
    totals.errors += r.errors + r.timeouts;
    totals.non2xx += r.non2xx;
  };
  const fixedP99 = async () => {
    const r = await pacedLoad({
      url: baseUrl,
      path,
      rate: FIXED_RATE,
      seconds: FIXED_S,
      connections: CONNECTIONS,
      headers: (): Record<string, string> => (cookies ? { cookie: cookies[n++ % cookies.length]! } : {}),
    });
    totals.errors += r.errors;
    totals.non2xx += r.non2xx;
    return r.p99;
  };
  return { run, fixedP99, totals };
}

/** A database of its own on the PostgreSQL server, or why there is none (never under CI). */
async function postgresDatabase(): Promise<TestDatabase | string> {
  try {
    return await createTestDatabase(PG_ADMIN_URL, `bench_auth_${process.pid}`);
  } catch (err) {
    const why = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} is not usable (${(err as Error).message})`;
    // A CI run never passes by skipping: there a missing PostgreSQL fails the suite.
    if (process.env.CI) throw new Error(`${why}; install and start it or set TEST_DATABASE_URL`, { cause: err });
    return why;
  }
}

export async function measureSignedInReads(
  dialect: Dialect,
  buildRoot: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchRow[]> {
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  let database: TestDatabase | undefined;
  if (dialect === 'postgres') {
    const made = await postgresDatabase();
    if (typeof made === 'string') {
      return [{ name: `${label}: signed-in reads`, value: 0, unit: '', note: `skipped: ${made}` }];
    }
    database = made;
  }
  try {
    const server = await startBuiltServer({
      name: `bench-reads-${dialect}`,
      buildRoot,
      env: { ...(database ? { DATABASE_URL: database.url } : {}), ...extraEnv },
      nodeArgs: cpuProfileArgs(`auth-${dialect}`),
    });
    try {
      const cookies = await seed({ databaseUrl: database?.url, dataDir: join(server.dataDir, 'data') });
      const routes = {
        health: runner(server.url, server.pid, '/api/health', undefined),
        user: runner(server.url, server.pid, '/api/auth/user', cookies),
        drafts: runner(server.url, server.pid, '/api/email/drafts', cookies),
      };
      const order = [routes.health, routes.user, routes.drafts];
      for (const r of order) await r.run(WARMUP_S);
      for (let i = 0; i < ROUNDS; i++) {
        for (let j = 0; j < order.length; j++) await order[(i + j) % order.length]!.run(MEASURE_S / ROUNDS);
      }
      const fixed = { health: 0, user: 0, drafts: 0 };
      for (const key of ['health', 'user', 'drafts'] as const) fixed[key] = await routes[key].fixedP99();
      return [...signedInRows(label, routes, fixed), await bareFloor(label, server.url)];
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

/**
 * The machine's own floor for the fixed-rate p99: the same paced load against a bare node:http
 * server answering the health check's bytes, in the same run. Reported beside the budget: what the
 * load generator, the loopback and the scheduler cost before any of our code runs.
 */
async function bareFloor(label: string, serverUrl: string): Promise<BenchRow> {
  const health = await fetch(`${serverUrl}/api/health`);
  const body = Buffer.from(await health.arrayBuffer());
  const bare = await startBareServer(
    { 'content-type': health.headers.get('content-type') ?? 'application/json' },
    body,
  );
  try {
    const r = await pacedLoad({
      url: bare.url,
      path: '/',
      rate: FIXED_RATE,
      seconds: FIXED_S,
      connections: CONNECTIONS,
    });
    return {
      name: `${label}: bare node:http p99 at ${FIXED_RATE} req/s`,
      value: round(r.p99, 1),
      unit: 'ms',
      note: "reference: the machine's floor, health's bytes",
    };
  } finally {
    bare.stop();
  }
}

type Routes = Record<'health' | 'user' | 'drafts', { totals: Totals }>;

function signedInRows(label: string, routes: Routes, fixed: Record<keyof Routes, number>): BenchRow[] {
  const rps = (t: Totals) => t.requests / t.seconds;
  const cpuPerRequest = (t: Totals) => (t.cpu / t.requests) * 1e6;
  const health = routes.health.totals;
  const rows: BenchRow[] = [
    { name: `${label}: GET /api/health throughput`, value: Math.round(rps(health)), unit: 'req/s' },
    { name: `${label}: GET /api/health server CPU per request`, value: round(cpuPerRequest(health)), unit: 'µs' },
    { name: `${label}: GET /api/health p99 at ${FIXED_RATE} req/s`, value: round(fixed.health, 1), unit: 'ms' },
    { name: `${label}: GET /api/health p99 saturated`, value: round(health.p99, 1), unit: 'ms', note: 'reference' },
  ];
  for (const [path, key] of [
    ['/api/auth/user', 'user'],
    ['/api/email/drafts', 'drafts'],
  ] as const) {
    const t = routes[key].totals;
    const bad = t.errors + t.non2xx;
    rows.push(
      { name: `${label}: GET ${path} throughput`, value: Math.round(rps(t)), unit: 'req/s' },
      withBudget(
        { name: `${label}: GET ${path} / GET /api/health, req/s`, value: round(rps(t) / rps(health), 2), unit: '' },
        '>=',
        RATIO_BUDGET,
      ),
      {
        name: `${label}: GET ${path} server CPU per request`,
        value: round(cpuPerRequest(t)),
        unit: 'µs',
        note: `health's ÷ this: ${round(cpuPerRequest(health) / cpuPerRequest(t), 2)}`,
      },
      withBudget(
        { name: `${label}: GET ${path} p99 at ${FIXED_RATE} req/s`, value: round(fixed[key], 1), unit: 'ms' },
        '<',
        P99_BUDGET_MS,
      ),
      { name: `${label}: GET ${path} p99 saturated`, value: round(t.p99, 1), unit: 'ms', note: 'worst slice' },
      { name: `${label}: GET ${path} errors or non-2xx`, value: bad, unit: 'responses', pass: bad === 0 },
    );
  }
  return rows;
}
