/**
 * What the server adds to an AI compose: POST /api/email/compose against the built server, whose
 * AI_BASE_URL is the fake provider (server/test/fake-provider.ts, `json` scenario answering a valid
 * compose JSON) behind a timing proxy (bench/lib/timing-proxy.ts) in this process. Requests go one
 * at a time; for each, the added latency is the client-observed time (request written to the last
 * byte of the answer, node:http with keep-alive) minus the time the provider side held that very
 * request (its arrival at the proxy to the end of its response). What remains is the server's work
 * (session, validation, the per-user rate-limit counter, the prompt, the call out, zod, the draft and
 * usage rows) plus the loopback hops.
 * The route allows 30 AI calls per user per minute, so the requests rotate over several accounts.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { API_KEY_HEADER } from '../../common/schemas/email-ai';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { fakeKey, startFakeProvider } from '../../server/test/fake-provider';
import { median, percentile } from '../lib/paint-marks';
import { registerBenchUser } from '../lib/register';
import { startTimingProxy } from '../lib/timing-proxy';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const WARMUP = 20;
const REQUESTS = 200;
/** 220 requests over 10 accounts: 22 each, under the 30 a minute; 10 sign-ups is the per-address limit. */
const USERS = 10;
const BUDGET_MS = 20;

/** What the fake provider answers: the shape ComposeAnswerSchema accepts. */
const COMPOSED = {
  subject: 'Project Atlas: status update',
  body: 'Hi Sam,\n\nAtlas is on track for the review on Friday.\n\nBest regards,\nBench User',
  sentiment: 0.8,
  suggestions: ['Name the review date', 'Offer a call'],
};
const COMPOSE_BODY = JSON.stringify({
  type: 'reply',
  tone: 'friendly',
  length: 'medium',
  to: 'sam@example.test',
  subject: 'Atlas',
  context: 'Tell Sam that Atlas is on track for the review on Friday and offer a call if needed.',
});

interface Timed {
  status: number;
  text: string;
  /** performance.now() just before the request was started, and when its last byte had arrived. */
  start: number;
  end: number;
}

function post(url: URL, agent: Agent, headers: Record<string, string>, body: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          const end = performance.now();
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8'), start, end });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Why this answer does not count, or undefined when it is the expected one. */
function problemWith(res: Timed, providerCalls: number): string | undefined {
  if (res.status !== 200) return `HTTP ${res.status}: ${res.text.slice(0, 200)}`;
  if (providerCalls !== 1) return `${providerCalls} provider calls instead of 1`;
  try {
    const email = JSON.parse(res.text) as { subject?: unknown; body?: unknown; draftId?: unknown };
    if (email.subject !== COMPOSED.subject || email.body !== COMPOSED.body || typeof email.draftId !== 'string') {
      return `unexpected answer: ${res.text.slice(0, 200)}`;
    }
  } catch {
    return `answer is not JSON: ${res.text.slice(0, 200)}`;
  }
  return undefined;
}

export const composeLatency: BenchSuite = {
  name: 'compose-latency',
  description: `POST /api/email/compose over a fake provider: the server's added latency, ${REQUESTS} sequential requests (median, p95)`,
  bothDatabases: true,
  async run({ buildRoot, database }) {
    const provider = await startFakeProvider({ json: JSON.stringify(COMPOSED) });
    const proxy = await startTimingProxy(provider.baseUrl);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const server = await startBuiltServer({
        name: 'bench-compose',
        buildRoot,
        database,
        env: { AI_BASE_URL: proxy.baseUrl },
      });
      try {
        const cookies: string[] = [];
        for (let i = 0; i < USERS; i++)
          cookies.push(await registerBenchUser(server.url, `bench-compose-${i}@example.test`));
        const url = new URL('/api/email/compose', server.url);
        const headers = {
          'content-type': 'application/json',
          origin: server.url,
          // Shaped sk-fake-json-…: the fake answers it with the `json` scenario, i.e. COMPOSED.
          [API_KEY_HEADER]: fakeKey('json'),
        };

        const total: number[] = [];
        const providerTime: number[] = [];
        const added: number[] = [];
        const errors: string[] = [];
        for (let i = 0; i < WARMUP + REQUESTS; i++) {
          const before = proxy.spans.length;
          let res: Timed;
          try {
            res = await post(url, agent, { ...headers, cookie: cookies[i % USERS]! }, COMPOSE_BODY);
          } catch (err) {
            errors.push((err as Error).message);
            continue;
          }
          const spans = proxy.spans.slice(before);
          const problem = problemWith(res, spans.length);
          if (problem) {
            errors.push(problem);
            continue;
          }
          if (i < WARMUP) continue;
          const span = spans[0]!;
          const held = span.end - span.start;
          total.push(res.end - res.start);
          providerTime.push(held);
          added.push(res.end - res.start - held);
        }

        const note = `${added.length} of ${REQUESTS} requests after ${WARMUP} warm-up, ${USERS} accounts`;
        const rows: BenchRow[] = [
          withBudget(
            { name: 'added latency, median', value: round(median(added), 2), unit: 'ms', note },
            '<',
            BUDGET_MS,
          ),
          { name: 'added latency, p95', value: round(percentile(added, 95), 2), unit: 'ms' },
          {
            name: 'provider time (fake + proxy), median',
            value: round(median(providerTime), 2),
            unit: 'ms',
          },
          { name: 'client total, median', value: round(median(total), 2), unit: 'ms' },
          { name: 'client total, p95', value: round(percentile(total, 95), 2), unit: 'ms' },
          withBudget(
            {
              name: 'errors (warm-up included)',
              value: errors.length,
              unit: 'requests',
              note: errors[0]?.slice(0, 120),
            },
            '<=',
            0,
          ),
        ];
        return rows;
      } finally {
        await server.stop();
      }
    } finally {
      agent.destroy();
      await proxy.close();
      await provider.close();
    }
  },
};
