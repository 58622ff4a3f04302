/**
 * `npm run bench [-- [--pg] suite ...]`: runs the benchmark suites (all by default) one after another
 * against the built app, prints a table and writes bench/results.json. With `--pg` (or BENCH_PG=1)
 * each suite whose servers can run on either database runs on SQLite and then on PostgreSQL, and
 * the two are printed side by side.
 * Exits 1 when a suite fails or a figure misses its budget.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { snapshotBuild } from '../scripts/lib/built-server';
import { wantsPostgres } from './lib/postgres';
import { formatSideBySide, formatTable } from './lib/table';
import type { BenchRow, BenchSuite } from './lib/types';
import { agentsThroughput } from './suites/agents-throughput';
import { attachments } from './suites/attachments';
import { auth, authPostgres } from './suites/auth';
import { automations, automationsPostgres } from './suites/automations';
import { automationsTriggers } from './suites/automations-triggers';
import { bearerThroughput } from './suites/bearer-throughput';
import { chatPaint } from './suites/chat-paint';
import { composeLatency } from './suites/compose-latency';
import { conversationOpen } from './suites/conversation-open';
import { conversationsSuite } from './suites/conversations';
import { firstLoad } from './suites/first-load';
import { growth } from './suites/growth';
import { lighthouseSuite } from './suites/lighthouse';
import { memory } from './suites/memory';
import { outboxDelivery } from './suites/outbox-delivery';
import { scaleOut } from './suites/scale-out';
import { soak } from './suites/soak';

const SUITES: BenchSuite[] = [
  firstLoad,
  lighthouseSuite,
  agentsThroughput,
  memory,
  auth,
  authPostgres,
  bearerThroughput,
  chatPaint,
  conversationOpen,
  attachments,
  conversationsSuite,
  outboxDelivery,
  composeLatency,
  scaleOut,
  automations,
  automationsPostgres,
  automationsTriggers,
  growth,
  soak,
];
/** No suite may run longer than this (or its own timeoutMs), whatever happens to the servers it starts. */
const SUITE_TIMEOUT_MS = 3 * 60_000;

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const postgres = wantsPostgres(args);
  const requested = args.filter((a) => a !== '--pg');
  const unknown = requested.filter((name) => !SUITES.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown suite(s): ${unknown.join(', ')}. Available: ${SUITES.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const selected = requested.length > 0 ? SUITES.filter((s) => requested.includes(s.name)) : SUITES;

  type Result = { description: string; rows?: BenchRow[]; postgresRows?: BenchRow[]; error?: string; seconds: number };
  const results: Record<string, Result> = {};
  let failed = false;
  // A copy of dist/, so a concurrent `npm run build` in this checkout cannot disturb the servers.
  const build = snapshotBuild();
  process.once('exit', () => build.remove());
  for (const suite of selected) {
    const databases = postgres && suite.bothDatabases ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
    const started = Date.now();
    const result: Result = { description: suite.description, seconds: 0 };
    results[suite.name] = result;
    for (const database of databases) {
      const on = databases.length > 1 ? ` (${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'})` : '';
      console.log(`\n▶ ${suite.name}${on}: ${suite.description}`);
      try {
        const run = suite.run({ buildRoot: build.root, database });
        const rows = await withTimeout(run, suite.timeoutMs ?? SUITE_TIMEOUT_MS, `${suite.name}${on}`);
        if (database === 'sqlite') result.rows = rows;
        else result.postgresRows = rows;
        if (rows.some((r) => r.pass === false)) failed = true;
        if (databases.length === 1) console.log(formatTable(rows));
      } catch (err) {
        failed = true;
        const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
        result.error = [result.error, `${on.trim()} ${message}`.trim()].filter(Boolean).join('\n');
        console.error(`  ✘ ${suite.name}${on} failed: ${message}`);
      }
    }
    if (databases.length > 1 && (result.rows || result.postgresRows)) {
      console.log(`\n${suite.name}, SQLite and PostgreSQL:`);
      console.log(formatSideBySide(result.rows ?? [], result.postgresRows ?? []));
    }
    result.seconds = (Date.now() - started) / 1000;
  }

  build.remove();
  const file = fileURLToPath(new URL('./results.json', import.meta.url));
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    postgres,
    suites: results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to bench/results.json${failed ? ' (some budgets missed or suites failed)' : ''}`);
  return failed ? 1 : 0;
}

// process.exit runs the 'exit' hook of built-server.ts, which kills any server still running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
