/**
 * Sign-in and "who am I" under load: POST /api/auth/login (argon2id verify per request, a new
 * session row each time) and GET /api/auth/user (session lookup), 50 connections each.
 * The server trusts X-Forwarded-For here (TRUST_PROXY=true) so the load can come from many
 * addresses and accounts: the per-address and per-account sign-in limits stay on, and are not
 * what is measured.
 * Then the signed-in reads against the health check in the same run (lib/signed-in-reads.ts), on
 * SQLite here and on PostgreSQL in `auth-postgres`.
 */
import autocannon from 'autocannon';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { BENCH_PASSWORD as PASSWORD, registerBenchUser } from '../lib/register';
import { measureSignedInReads } from '../lib/signed-in-reads';
import { round, type BenchRow, type BenchSuite } from '../lib/types';

const CONNECTIONS = 50;
const MEASURE_S = 8;
const USERS = 120;

const ip = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function registerUsers(baseUrl: string): Promise<{ emails: string[]; cookie: string }> {
  const emails: string[] = [];
  let cookie = '';
  for (let i = 0; i < USERS; i++) {
    const email = `bench-${i}@example.test`;
    const session = await registerBenchUser(baseUrl, email, { forwardedFor: ip(100_000 + i) });
    if (i === 0) cookie = session;
    emails.push(email);
  }
  return { emails, cookie };
}

function rows(label: string, r: Awaited<ReturnType<typeof autocannon>>): BenchRow[] {
  return [
    { name: `${label} throughput`, value: Math.round(r.requests.average), unit: 'req/s' },
    { name: `${label} p99 latency`, value: round(r.latency.p99, 1), unit: 'ms' },
    { name: `${label} errors or non-2xx`, value: r.errors + r.timeouts + r.non2xx, unit: 'responses' },
  ];
}

export const auth: BenchSuite = {
  name: 'auth',
  description: `sign-in and GET /api/auth/user, ${CONNECTIONS} connections, ${MEASURE_S} s each`,
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-auth', buildRoot, env: { TRUST_PROXY: 'true' } });
    try {
      const { emails, cookie } = await registerUsers(server.url);
      let n = 0;
      const login = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: MEASURE_S,
        timeout: 20,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: (req) => {
              n++;
              return {
                ...req,
                // A different account and address per request keeps every per-key limit far away.
                headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(n) },
                body: JSON.stringify({ email: emails[n % emails.length], password: PASSWORD }),
              };
            },
          },
        ],
      });
      const user = await autocannon({
        url: `${server.url}/api/auth/user`,
        connections: CONNECTIONS,
        duration: MEASURE_S,
        timeout: 10,
        headers: { cookie },
      });
      return [
        ...rows('POST /api/auth/login', login),
        ...rows('GET /api/auth/user', user),
        ...(await measureSignedInReads('sqlite', buildRoot)),
      ];
    } finally {
      await server.stop();
    }
  },
};

/** The signed-in reads on PostgreSQL, in a suite of their own to stay within the time limit of one. */
export const authPostgres: BenchSuite = {
  name: 'auth-postgres',
  description: `GET /api/auth/user and GET /api/email/drafts against GET /api/health on PostgreSQL, ${CONNECTIONS} connections`,
  run: ({ buildRoot }) => measureSignedInReads('postgres', buildRoot),
};
