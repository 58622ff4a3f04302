/**
 * `npm run bench [-- suite ...]`: runs the benchmark suites (all by default) one after another
 * against the built app, prints a table and writes bench/results.json.
 * Exits 1 when a suite fails or a figure misses its budget.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { snapshotBuild } from '../scripts/lib/built-server';
import { formatTable } from './lib/table';
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
import { lighthouseSuite } from './suites/lighthouse';
import { memory } from './suites/memory';
import { outboxDelivery } from './suites/outbox-delivery';
import { scaleOut } from './suites/scale-out';

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
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !SUITES.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown suite(s): ${unknown.join(', ')}. Available: ${SUITES.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const selected = requested.length > 0 ? SUITES.filter((s) => requested.includes(s.name)) : SUITES;

  const results: Record<string, { description: string; rows?: BenchRow[]; error?: string; seconds: number }> = {};
  let failed = false;
  // A copy of dist/, so a concurrent `npm run build` in this checkout cannot disturb the servers.
  const build = snapshotBuild();
  process.once('exit', () => build.remove());
  for (const suite of selected) {
    console.log(`\n▶ ${suite.name}: ${suite.description}`);
    const started = Date.now();
    try {
      const rows = await withTimeout(
        suite.run({ buildRoot: build.root }),
        suite.timeoutMs ?? SUITE_TIMEOUT_MS,
        suite.name,
      );
      results[suite.name] = { description: suite.description, rows, seconds: (Date.now() - started) / 1000 };
      console.log(formatTable(rows));
      if (rows.some((r) => r.pass === false)) failed = true;
    } catch (err) {
      failed = true;
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      results[suite.name] = { description: suite.description, error: message, seconds: (Date.now() - started) / 1000 };
      console.error(`  ✘ ${suite.name} failed: ${message}`);
    }
  }

  build.remove();
  const file = fileURLToPath(new URL('./results.json', import.meta.url));
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
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
