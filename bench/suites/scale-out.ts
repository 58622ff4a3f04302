/**
 * The scale-out story in figures (docs/deployment.md): two built server instances on one
 * PostgreSQL database behind nginx, against one instance behind its own nginx (the same database
 * and the same first instance), and how long the API takes to answer again after the database
 * comes back from an outage.
 *
 * Throughput: a read-mostly signed-in workload, GET /api/auth/user and GET /api/email/drafts in
 * turn over 1,000 accounts with three drafts each (so the per-user limit on the draft routes, 120
 * a minute, stays out of reach), autocannon with 50 connections, 2 s warm-up each, then 8 s each in
 * four alternating 2 s slices (which goes first alternates too) so that a change in the machine's
 * load hits both alike.
 *
 * Recovery: the TCP forwarder between the instances and PostgreSQL is cut for 3 s (connections
 * dropped, new ones refused), then restored; from that moment GET /api/health and GET
 * /api/auth/user are polled through nginx every 20 ms until each answers 200. Three outages; the
 * median and the worst are reported.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and nginx (nginx-core).
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/db/schema';
import { freePort } from '../../server/test/dovecot';
import { startNginx, type TestNginx } from '../../server/test/nginx';
import { startCluster, type Cluster } from '../../server/test/scale-out/cluster';
import { compareInSlices } from '../lib/alternating-slices';
import { seedSignedInAccounts } from '../lib/seed-signed-in';
import { round, sleep, type BenchRow, type BenchSuite } from '../lib/types';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const ROUNDS = 4;
const USERS = 1000;
const OUTAGES = 3;
const OUTAGE_MS = 3000;

async function seed(url: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    return await seedSignedInAccounts(db, USERS, 'scale');
  } finally {
    await db.destroy();
  }
}

async function measure(url: string, cookies: string[], duration: number) {
  let n = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          n++;
          const path = n % 2 === 0 ? '/api/auth/user' : '/api/email/drafts';
          return { ...req, path, headers: { cookie: cookies[n % cookies.length]! } };
        },
      },
    ],
  });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function okAt(url: string, cookie?: string): Promise<boolean> {
  try {
    const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Cuts the database for OUTAGE_MS, restores it, and times the first 200 of health and of a signed-in request. */
async function outage(cluster: Cluster, cookie: string): Promise<{ health: number; user: number }> {
  await cluster.dbProxy.cut();
  await sleep(OUTAGE_MS);
  await cluster.dbProxy.restore();
  const restored = performance.now();
  const found: { health?: number; user?: number } = {};
  while (found.health === undefined || found.user === undefined) {
    const elapsed = performance.now() - restored;
    if (elapsed > 60_000) throw new Error('the API did not answer within 60 s of the database coming back');
    const [health, user] = await Promise.all([
      found.health === undefined ? okAt(`${cluster.url}/api/health`) : true,
      found.user === undefined ? okAt(`${cluster.url}/api/auth/user`, cookie) : true,
    ]);
    const at = performance.now() - restored;
    if (health && found.health === undefined) found.health = at;
    if (user && found.user === undefined) found.user = at;
    await sleep(20);
  }
  return { health: found.health, user: found.user! };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const scaleOut: BenchSuite = {
  name: 'scale-out',
  description:
    `two instances vs one behind nginx on PostgreSQL (signed-in reads, ${CONNECTIONS} connections), ` +
    `and the time to answer again after a ${OUTAGE_MS / 1000} s database outage`,
  async run({ buildRoot }) {
    const load = loadavg()[0]!;
    let cluster: Cluster | undefined;
    let single: TestNginx | undefined;
    try {
      cluster = await startCluster({
        instances: 2,
        entry: { buildRoot },
        env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
        dbPrefix: 'bench_scale_out',
      });
      single = await startNginx({ upstreams: [cluster.instances[0]!.port], port: await freePort() });
      const cookies = await seed(cluster.database.url);
      const oneUrl = single.url;
      const twoUrl = cluster.url;

      const compared = await compareInSlices(
        (seconds) => measure(twoUrl, cookies, seconds),
        (seconds) => measure(oneUrl, cookies, seconds),
        { warmupS: WARMUP_S, measureS: MEASURE_S, rounds: ROUNDS },
      );
      const two = compared.a;
      const one = compared.b;

      const recoveries: { health: number; user: number }[] = [];
      for (let i = 0; i < OUTAGES; i++) {
        recoveries.push(await outage(cluster, cookies[0]!));
        await sleep(1000);
      }
      const health = recoveries.map((r) => r.health);
      const user = recoveries.map((r) => r.user);

      const rows: BenchRow[] = [
        {
          name: 'one instance through nginx',
          value: Math.round(one.rps),
          unit: 'req/s',
          note: `p99 ${one.p99} ms, ${one.errors + one.non2xx} errors or non-2xx`,
        },
        {
          name: 'two instances through nginx',
          value: Math.round(two.rps),
          unit: 'req/s',
          note: `p99 ${two.p99} ms, ${two.errors + two.non2xx} errors or non-2xx`,
        },
        {
          name: 'ratio two / one',
          value: round(two.rps / one.rps, 2),
          unit: '',
          note:
            `per slice: ${compared.sliceRatios.join(', ')}; ` +
            `${cpus().length} CPUs shared by nginx, PostgreSQL, the instances and autocannon`,
        },
        {
          name: 'health ok after the database is back',
          value: Math.round(median(health)),
          unit: 'ms',
          note: `median of ${OUTAGES}, worst ${Math.round(Math.max(...health))} ms`,
        },
        {
          name: 'signed-in request ok after the database is back',
          value: Math.round(median(user)),
          unit: 'ms',
          note: `median of ${OUTAGES}, worst ${Math.round(Math.max(...user))} ms`,
        },
        {
          name: 'load average (1 min) at start',
          value: round(load, 2),
          unit: '',
          note: 'shared machine: context only',
        },
      ];
      const oneBad = one.errors + one.non2xx;
      if (oneBad || two.errors + two.non2xx) rows[oneBad ? 0 : 1]!.pass = false;
      const died = cluster.instances.filter((s) => !s.alive());
      if (died.length > 0) throw new Error(`${died.map((s) => s.name).join(', ')} exited during the outages`);
      return rows;
    } finally {
      await single?.stop();
      await cluster?.stop();
    }
  },
};
