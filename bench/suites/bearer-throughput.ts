/**
 * What a personal API token costs against a session cookie: the same signed-in read,
 * `GET /api/email/accounts` (contract scope `read`), once with `Authorization: Bearer aops_…` and
 * once with the session cookie, by the same Pro user on the built server (SQLite).
 * The route is a light one (one indexed query answering an empty list, no rate limit), so the
 * authentication is a large share of each request and a slower token lookup shows in the ratio;
 * `GET /api/tasks` would answer 429 after 120 requests a minute, `GET /api/usage` runs four queries.
 *
 * autocannon, 50 connections, 2 s warm-up each, then 12 s measured each in six alternating 2 s
 * slices. Two ratios: requests/s (wall clock), and the server's CPU time per request (utime + stime
 * of its process from /proc, summed over the slices) turned into the throughput ratio it implies
 * for a server that is CPU-bound, as this one is under 50 connections. The second is what the budget
 * holds: another process's burst of load on the shared machine moves the wall-clock ratio by tens of
 * percent from one slice to the next, but barely the CPU each request costs.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { compareInSlices } from '../lib/alternating-slices';
import { setPlan } from '../lib/plan';
import { registerBenchUser } from '../lib/register';
import { cpuSeconds } from '../lib/process-cpu';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const ROUTE = '/api/email/accounts';
const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 12;
const ROUNDS = 6;
/** Bearer at least this share of the cookie's throughput: the token lookup is the session lookup's twin. */
const RATIO_BUDGET = 0.8;
async function createToken(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/tokens`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['read'], expiresInDays: 30 }),
  });
  if (res.status !== 201) throw new Error(`POST /api/tokens: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** One request with these headers: its status and body, to check both ways answer the same. */
async function probe(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: await res.text() };
}

/** Runs slices of one kind of request, adding up the server's CPU time and requests after the warm-up. */
function runner(url: string, headers: Record<string, string>, pid: number) {
  const totals = { calls: 0, requests: 0, cpuS: 0 };
  const run = async (duration: number) => {
    const cpuBefore = cpuSeconds(pid);
    const r = await autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers });
    const cpuS = cpuSeconds(pid) - cpuBefore;
    // The first call is compareInSlices' warm-up.
    if (totals.calls++ > 0) {
      totals.requests += r.requests.total;
      totals.cpuS += cpuS;
    }
    return {
      requests: r.requests.total,
      seconds: r.duration,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    };
  };
  return { run, totals };
}

export const bearerThroughput: BenchSuite = {
  name: 'bearer-throughput',
  description: `GET ${ROUTE} with a personal API token vs the session cookie (autocannon, ${CONNECTIONS} connections, ${MEASURE_S} s each)`,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const load = loadavg()[0]!;
    const server = await startBuiltServer({ name: 'bench-bearer', buildRoot, database });
    try {
      const email = 'bench-bearer@example.test';
      const cookie = await registerBenchUser(server.url, email);
      // API tokens are a Pro feature, at creation and at every use.
      await setPlan(server, email, 'pro');
      const token = await createToken(server.url, cookie);

      const url = `${server.url}${ROUTE}`;
      const bearerHeaders = { authorization: `Bearer ${token}` };
      const cookieHeaders = { cookie };
      const [viaBearer, viaCookie, anonymous] = await Promise.all([
        probe(url, bearerHeaders),
        probe(url, cookieHeaders),
        probe(url, {}),
      ]);
      if (viaBearer.status !== 200 || viaCookie.status !== 200 || viaBearer.body !== viaCookie.body) {
        throw new Error(
          `bearer and cookie answers differ: ${viaBearer.status} ${viaBearer.body} / ${viaCookie.status} ${viaCookie.body}`,
        );
      }
      if (anonymous.status !== 401) throw new Error(`GET ${ROUTE} without credentials: HTTP ${anonymous.status}`);

      const viaToken = runner(url, bearerHeaders, server.pid);
      const viaSession = runner(url, cookieHeaders, server.pid);
      const compared = await compareInSlices(viaToken.run, viaSession.run, {
        warmupS: WARMUP_S,
        measureS: MEASURE_S,
        rounds: ROUNDS,
      });
      const bearer = compared.a;
      const session = compared.b;
      const cpuMsPerRequest = (t: typeof viaToken.totals) => (t.cpuS * 1000) / t.requests;
      const bearerCpu = cpuMsPerRequest(viaToken.totals);
      const cookieCpu = cpuMsPerRequest(viaSession.totals);
      const rows: BenchRow[] = [
        {
          name: `GET ${ROUTE}, Bearer token`,
          value: Math.round(bearer.rps),
          unit: 'req/s',
          note: `p99 ${bearer.p99} ms, ${bearer.errors} errors, ${bearer.non2xx} non-2xx`,
        },
        {
          name: `GET ${ROUTE}, session cookie`,
          value: Math.round(session.rps),
          unit: 'req/s',
          note: `p99 ${session.p99} ms, ${session.errors} errors, ${session.non2xx} non-2xx`,
        },
        { name: 'Bearer p99 latency', value: round(bearer.p99, 1), unit: 'ms' },
        { name: 'cookie p99 latency', value: round(session.p99, 1), unit: 'ms' },
        {
          name: 'ratio bearer / cookie, req/s',
          value: round(bearer.rps / session.rps, 2),
          unit: '',
          note: `wall clock, load-sensitive; per slice: ${compared.sliceRatios.join(', ')}`,
        },
        { name: 'server CPU per request, Bearer', value: round(bearerCpu, 3), unit: 'ms' },
        { name: 'server CPU per request, cookie', value: round(cookieCpu, 3), unit: 'ms' },
        withBudget(
          {
            name: 'ratio bearer / cookie, by CPU',
            value: round(cookieCpu / bearerCpu, 2),
            unit: '',
            note: 'cookie CPU/request ÷ bearer CPU/request: the req/s ratio of a CPU-bound server',
          },
          '>=',
          RATIO_BUDGET,
        ),
        {
          name: 'load average (1 min) at start',
          value: round(load, 2),
          unit: '',
          note: 'shared machine: context only',
        },
      ];
      if (bearer.errors || bearer.non2xx) rows[0]!.pass = false;
      if (session.errors || session.non2xx) rows[1]!.pass = false;
      return rows;
    } finally {
      await server.stop();
    }
  },
};
