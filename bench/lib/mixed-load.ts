/**
 * A representative mix of requests for the memory measures: signed-in reads (`GET /api/auth/user`,
 * `GET /api/email/drafts`), the catalogue (`GET /api/agents`), the health check, sign-ins
 * (argon2id verify and a new session each) and draft writes, over many accounts. The server must
 * trust X-Forwarded-For (TRUST_PROXY=true): every sign-in comes from an address of its own, so
 * the per-address limits stay out of the way; the drafts' per-user limit (120 a minute) is spread
 * over the accounts, and any 429 is counted apart.
 * Also RSS (VmRSS) and the in-process breakdown of a server started with `memoryProbeArgs()`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, type BuiltServer, type StartOptions } from '../../scripts/lib/built-server';
import { BENCH_PASSWORD, registerBenchUser } from './register';
import { sleep } from './types';

export interface LoadUsers {
  emails: string[];
  cookies: string[];
}

const NO_HEADERS: Record<string, string> = {};
const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function registerLoadUsers(baseUrl: string, count: number): Promise<LoadUsers> {
  const emails: string[] = [];
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `mixed-${i}@example.test`;
    cookies.push(await registerBenchUser(baseUrl, email, { forwardedFor: ip(200_000 + i) }));
    emails.push(email);
  }
  return { emails, cookies };
}

/** One cycle of 40 requests: what each position asks for. */
const CYCLE: ('user' | 'drafts' | 'agents' | 'health' | 'login' | 'write')[] = [
  ...Array<'user'>(14).fill('user'),
  ...Array<'drafts'>(8).fill('drafts'),
  ...Array<'agents'>(12).fill('agents'),
  ...Array<'health'>(4).fill('health'),
  'login',
  'write',
];

export interface MixedLoadResult {
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers other than 2xx, 429 included (the drafts limit at full speed). */
  non2xx: number;
  rps: number;
}

/**
 * Runs the mix for `seconds`: at full speed over `connections`, or at `rate` requests a second in
 * all, rotating over the accounts.
 */
export async function runMixedLoad(
  baseUrl: string,
  users: LoadUsers,
  options: { seconds: number; connections: number; rate?: number },
): Promise<MixedLoadResult> {
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 20,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (req): typeof req => {
          const i = n++;
          const kind = CYCLE[i % CYCLE.length]!;
          const cookie = users.cookies[i % users.cookies.length]!;
          const json = { 'content-type': 'application/json' };
          switch (kind) {
            case 'user':
              return { ...req, method: 'GET', path: '/api/auth/user', headers: { cookie } };
            case 'drafts':
              return { ...req, method: 'GET', path: '/api/email/drafts', headers: { cookie } };
            case 'agents':
              return { ...req, method: 'GET', path: '/api/agents', headers: NO_HEADERS };
            case 'health':
              return { ...req, method: 'GET', path: '/api/health', headers: NO_HEADERS };
            case 'login':
              return {
                ...req,
                method: 'POST',
                path: '/api/auth/login',
                headers: { ...json, 'x-forwarded-for': ip(i) },
                body: JSON.stringify({ email: users.emails[i % users.emails.length], password: BENCH_PASSWORD }),
              };
            case 'write':
              return {
                ...req,
                method: 'POST',
                path: '/api/email/drafts',
                headers: { ...json, cookie, origin: baseUrl },
                body: JSON.stringify({
                  to: 'someone@example.test',
                  subject: `Draft ${i}`,
                  body: `Body of draft ${i}.`,
                }),
              };
          }
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
  };
}

export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

/**
 * Node arguments that make the server write `process.memoryUsage()` to `file` on SIGUSR2: a signal
 * handler and nothing else, so the process measured is the one `npm start` runs.
 */
export function memoryProbeArgs(file: string): string[] {
  const code = `import{writeFileSync}from'node:fs';process.on('SIGUSR2',()=>writeFileSync(${JSON.stringify(file)},JSON.stringify(process.memoryUsage())))`;
  return ['--import', `data:text/javascript,${encodeURIComponent(code)}`];
}

/**
 * A built server for the mix: trusting X-Forwarded-For (each sign-in comes from an address of its
 * own) and answering the memory probe, whose file `stop()` also removes.
 */
export async function startProbedServer(
  name: string,
  options: Pick<StartOptions, 'buildRoot' | 'database'>,
): Promise<{ server: BuiltServer; probe: string }> {
  const probe = join(tmpdir(), `${name}-probe-${process.pid}.json`);
  const server = await startBuiltServer({
    name,
    ...options,
    env: { TRUST_PROXY: 'true' },
    nodeArgs: memoryProbeArgs(probe),
  });
  const stop = server.stop;
  server.stop = async () => {
    await stop();
    rmSync(probe, { force: true });
  };
  return { server, probe };
}

export async function readMemoryProbe(server: BuiltServer, file: string): Promise<NodeJS.MemoryUsage> {
  rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as NodeJS.MemoryUsage;
    } catch {
      // Not written yet.
    }
  }
  throw new Error('the server did not answer the memory probe');
}
