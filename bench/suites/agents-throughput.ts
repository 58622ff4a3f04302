/**
 * Requests/s of GET /api/agents on the built server, against a bare node:http server sending the
 * identical bytes and headers: the ratio is what the framework, hooks and plugins cost.
 * autocannon, 50 connections, 2 s warm-up each, then 8 s measured each in 4 alternating 2 s slices,
 * everything on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { compareInSlices } from '../lib/alternating-slices';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const CONNECTIONS = 50;
const WARMUP_S = 2;
const MEASURE_S = 8;
const ROUNDS = 4;
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The raw response, read the way autocannon reads it (no Accept-Encoding). */
function rawGet(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
        if (res.statusCode !== 200) reject(new Error(`GET ${url}: HTTP ${res.statusCode}`));
        else resolve({ headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

async function startBare(headers: Record<string, string | string[]>, body: Buffer) {
  const script = fileURLToPath(new URL('../lib/bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify({ headers, bodyBase64: body.toString('base64') }));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare server did not start in 10 s')), 10_000);
    child.stdout!.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve(Number(String(d).trim()));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

async function measure(url: string, duration: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export const agentsThroughput: BenchSuite = {
  name: 'agents-throughput',
  description: `GET /api/agents req/s vs a bare node:http server (autocannon, ${CONNECTIONS} connections, ${MEASURE_S} s)`,
  async run({ buildRoot }) {
    const load = loadavg()[0]!;
    const server = await startBuiltServer({ name: 'bench-throughput', buildRoot });
    let bare: Awaited<ReturnType<typeof startBare>> | undefined;
    try {
      const appUrl = `${server.url}/api/agents`;
      const { headers, body } = await rawGet(appUrl);
      bare = await startBare(headers, body);
      const bareUrl = `${bare.url}/api/agents`;
      const check = await rawGet(bareUrl);
      if (!check.body.equals(body)) throw new Error('bare server body differs from the app response');

      const compared = await compareInSlices(
        (seconds) => measure(appUrl, seconds),
        (seconds) => measure(bareUrl, seconds),
        { warmupS: WARMUP_S, measureS: MEASURE_S, rounds: ROUNDS },
      );
      const app = compared.a;
      const base = compared.b;
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
          0.6,
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
