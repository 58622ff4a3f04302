/**
 * Requests/s of GET /api/agents on the built server, against a bare node:http server sending the
 * identical bytes and headers: the ratio is what the framework, hooks and plugins cost.
 * autocannon, 50 connections, 2 s warm-up each, then 8 s measured each in 4 alternating 2 s slices,
 * everything on 127.0.0.1. Then the same again for the conditional request a cache sends once
 * its copy is stale (If-None-Match with the current ETag), which both must answer 304 with no body.
 */
import { request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { compareInSlices } from '../lib/alternating-slices';
import { startBareServer, type BareServer } from '../lib/bare-server';
import { cpuSeconds } from '../lib/process-cpu';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const ROUNDS = 4;
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The raw response, read the way autocannon reads it (no Accept-Encoding). */
function rawGet(url: string, requestHeaders: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { timeout: 10_000, headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** A 200 with the catalogue, or the error that says why not. */
async function getCatalogue(url: string): Promise<RawAnswer & { etag: string }> {
  const answer = await rawGet(url);
  if (answer.status !== 200) throw new Error(`GET ${url}: HTTP ${answer.status}`);
  const etag = answer.headers.etag;
  if (typeof etag !== 'string') throw new Error(`GET ${url}: no ETag`);
  return { ...answer, etag };
}

/** A conditional GET naming the current ETag: 304, no body, the same ETag; or the error that says why not. */
async function getNotModified(url: string, etag: string): Promise<RawAnswer> {
  const answer = await rawGet(url, { 'if-none-match': etag });
  if (answer.status !== 304) throw new Error(`conditional GET ${url}: HTTP ${answer.status}, not 304`);
  if (answer.body.length > 0) throw new Error(`conditional GET ${url}: a 304 with a ${answer.body.length} B body`);
  if (answer.headers.etag !== etag) throw new Error(`conditional GET ${url}: the 304 names another ETag`);
  return answer;
}

/** Same names, same values, in any order (Node gives them lower-cased either way). */
function sameHeaders(a: Record<string, string | string[]>, b: Record<string, string | string[]>): boolean {
  const flat = (h: Record<string, string | string[]>) => JSON.stringify(Object.entries(h).sort());
  return flat(a) === flat(b);
}

/** CPU seconds and requests a process spent over the slices measured through it. */
interface CpuTally {
  seconds: number;
  requests: number;
}

/** The server's CPU per request in µs: steadier than req/s on a shared machine, where the load moves. */
function cpuPerRequest(tally: CpuTally): number {
  return round((tally.seconds / tally.requests) * 1e6, 1);
}

/** Runs a slice and adds the server process's CPU time and request count to the tally. */
function tallied(pid: number, tally: CpuTally, slice: (seconds: number) => ReturnType<typeof measure>) {
  return async (seconds: number) => {
    const before = cpuSeconds(pid);
    const result = await slice(seconds);
    tally.seconds += cpuSeconds(pid) - before;
    tally.requests += result.requests;
    return result;
  };
}

/**
 * One slice of load. `non2xx` counts the answers other than the one expected: anything but a 2xx
 * for plain requests, anything but a 304 for conditional ones.
 */
async function measure(url: string, duration: number, ifNoneMatch?: string) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    ...(ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : {}),
  });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    // autocannon's non2xx counts the 304s too.
    non2xx: ifNoneMatch ? r.non2xx - r['3xx'] + r['2xx'] : r.non2xx,
  };
}

export const agentsThroughput: BenchSuite = {
  name: 'agents-throughput',
  description: `GET /api/agents req/s, plain and conditional (304), vs a bare node:http server (autocannon, ${CONNECTIONS} connections, ${MEASURE_S} s each)`,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const load = loadavg()[0]!;
    const server = await startBuiltServer({ name: 'bench-throughput', buildRoot, database });
    let bare: BareServer | undefined;
    try {
      const appUrl = `${server.url}/api/agents`;
      const { headers, body, etag } = await getCatalogue(appUrl);
      const notModified = await getNotModified(appUrl, etag);
      bare = await startBareServer(headers, body, { etag, headers: notModified.headers });
      const bareUrl = `${bare.url}/api/agents`;
      const check = await getCatalogue(bareUrl);
      if (!check.body.equals(body) || !sameHeaders(check.headers, headers)) {
        throw new Error('the bare server answers other bytes or headers than the app');
      }
      const checkNotModified = await getNotModified(bareUrl, etag);
      if (!sameHeaders(checkNotModified.headers, notModified.headers)) {
        throw new Error("the bare server's 304 carries other headers than the app's");
      }

      const slices = { warmupS: WARMUP_S, measureS: MEASURE_S, rounds: ROUNDS };
      const appCpu: CpuTally = { seconds: 0, requests: 0 };
      const bareCpu: CpuTally = { seconds: 0, requests: 0 };
      const compared = await compareInSlices(
        tallied(server.pid, appCpu, (seconds) => measure(appUrl, seconds)),
        tallied(bare.pid, bareCpu, (seconds) => measure(bareUrl, seconds)),
        slices,
      );
      const app304Cpu: CpuTally = { seconds: 0, requests: 0 };
      const bare304Cpu: CpuTally = { seconds: 0, requests: 0 };
      const conditional = await compareInSlices(
        tallied(server.pid, app304Cpu, (seconds) => measure(appUrl, seconds, etag)),
        tallied(bare.pid, bare304Cpu, (seconds) => measure(bareUrl, seconds, etag)),
        slices,
      );
      const app = compared.a;
      const base = compared.b;
      const app304 = conditional.a;
      const base304 = conditional.b;
      const rows: BenchRow[] = [
        {
          name: 'app GET /api/agents',
          value: Math.round(app.rps),
          unit: 'req/s',
          note: `p99 ${app.p99} ms, ${body.length} B body, ${app.errors} errors, ${app.non2xx} non-2xx`,
        },
        {
          name: 'bare node:http, same bytes',
          value: Math.round(base.rps),
          unit: 'req/s',
          note: `p99 ${base.p99} ms, ${base.errors} errors, ${base.non2xx} non-2xx`,
        },
        withBudget(
          {
            name: 'ratio app / bare',
            value: round(app.rps / base.rps, 2),
            unit: '',
            note: `per slice: ${compared.sliceRatios.join(', ')}`,
          },
          '>=',
          0.95,
        ),
        {
          name: 'server CPU per request, app / bare',
          value: cpuPerRequest(appCpu),
          unit: 'µs',
          note: `bare ${cpuPerRequest(bareCpu)} µs: the framework, hooks and logging cost the difference`,
        },
        {
          name: 'app If-None-Match -> 304',
          value: Math.round(app304.rps),
          unit: 'req/s',
          note: `p99 ${app304.p99} ms, ${app304.errors} errors, ${app304.non2xx} not 304`,
        },
        {
          name: 'bare node:http, same 304',
          value: Math.round(base304.rps),
          unit: 'req/s',
          note: `p99 ${base304.p99} ms, ${base304.errors} errors, ${base304.non2xx} not 304`,
        },
        {
          name: 'ratio app / bare, 304',
          value: round(app304.rps / base304.rps, 2),
          unit: '',
          note: `per slice: ${conditional.sliceRatios.join(', ')}`,
        },
        {
          name: 'server CPU per 304, app / bare',
          value: cpuPerRequest(app304Cpu),
          unit: 'µs',
          note: `bare ${cpuPerRequest(bare304Cpu)} µs`,
        },
        withBudget(
          {
            name: 'conditional GETs not answered 304',
            value: app304.non2xx + app304.errors,
            unit: '',
            note: 'the current ETag in If-None-Match: 304, no body, same ETag (checked before the load)',
          },
          '<=',
          0,
        ),
        {
          name: 'load average (1 min) at start',
          value: round(load, 2),
          unit: '',
          note: 'shared machine: context only',
        },
      ];
      if (app.errors || app.non2xx) rows[0]!.pass = false;
      return rows;
    } finally {
      bare?.stop();
      await server.stop();
    }
  },
};
