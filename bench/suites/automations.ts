/**
 * The automation scheduler's dispatch (server/services/automation-scheduler.ts): 10,000 active
 * send_email automations due in the same minute, claimed and queued into the outbox by one call of
 * `dispatchDue`, on SQLite (budget: under 60 s) and on PostgreSQL (127.0.0.1:5432, a database of
 * its own), and how the time grows from 1,000 to 10,000. Each size runs on a fresh database
 * (`lib/automation-dispatch.ts`); the rows each dispatch must leave (one run, one outbox message,
 * one send job per automation, none left due) are checked, a shortfall fails the run.
 *
 * The reference (suite `automations-postgres`): the same 10,000 jobs through pg-boss on the same
 * PostgreSQL server (`lib/pg-boss-reference.ts`), from the first insert until its workers have
 * written the last of one row per job; our PostgreSQL rate is reported as a ratio to it. Each of
 * our claims is one transaction of about ten statements (the automation locked, the slot, the
 * user's last sign-in, the account, the outbox key, the outbox row, its send job, the run row, the
 * automation's counters and next run), where pg-boss fetches and completes a thousand jobs in one
 * statement each: that difference, not the database, is what the ratio shows.
 */
import type { Dialect } from '../../server/db/database';
import { createTestDatabase } from '../../scripts/lib/test-database';
import { measureDispatch, PG_ADMIN_URL, type DispatchResult } from '../lib/automation-dispatch';
import { runPgBossReference } from '../lib/pg-boss-reference';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const FULL = 10_000;
const GROWTH = [1_000, 2_500, 5_000];
const SQLITE_BUDGET_S = 60;

const perAutomationMs = (r: DispatchResult) => r.ms / r.size;

function dispatchRows(dialect: Dialect, results: DispatchResult[]): BenchRow[] {
  const full = results.find((r) => r.size === FULL)!;
  const smallest = results[0]!;
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const seconds = { name: `${label}: ${FULL.toLocaleString('en')} due automations dispatched`, unit: 's' };
  const rows: BenchRow[] = [
    dialect === 'sqlite'
      ? withBudget({ ...seconds, value: round(full.ms / 1000, 2) }, '<', SQLITE_BUDGET_S)
      : { ...seconds, value: round(full.ms / 1000, 2) },
    { name: `${label}: dispatch rate`, value: Math.round(full.size / (full.ms / 1000)), unit: 'automations/s' },
  ];
  for (const r of results) {
    rows.push({
      name: `${label}: ${r.size.toLocaleString('en')} automations`,
      value: round(r.ms / 1000, 2),
      unit: 's',
      note: `${round(perAutomationMs(r), 2)} ms per automation`,
    });
  }
  rows.push({
    name: `${label}: per-automation cost, ${FULL.toLocaleString('en')} vs ${smallest.size.toLocaleString('en')}`,
    value: round(perAutomationMs(full) / perAutomationMs(smallest), 2),
    unit: 'x',
    note: '1 = linear growth',
  });
  const wrong = results.reduce(
    (n, r) => n + (r.size - Math.min(r.dispatched, r.runs, r.outbox, r.sendJobs)) + r.stillDue,
    0,
  );
  rows.push(
    withBudget(
      {
        name: `${label}: automations not dispatched exactly once`,
        value: wrong,
        unit: 'rows',
        note: results.map((r) => `${r.size}: ${r.runs} runs/${r.outbox} mail/${r.stillDue} still due`).join('; '),
      },
      '<=',
      0,
    ),
  );
  return rows;
}

async function growth(dialect: Dialect): Promise<DispatchResult[]> {
  const results: DispatchResult[] = [];
  for (const size of [...GROWTH, FULL]) {
    const r = await measureDispatch(dialect, size);
    console.log(`  ${dialect} ${size}: ${round(r.ms / 1000, 2)} s (${round(perAutomationMs(r), 2)} ms each)`);
    results.push(r);
  }
  return results;
}

export const automations: BenchSuite = {
  name: 'automations',
  description: `scheduler dispatch of ${FULL.toLocaleString('en')} due automations into the outbox on SQLite, growth from ${GROWTH[0]!.toLocaleString('en')}`,
  async run() {
    return dispatchRows('sqlite', await growth('sqlite'));
  },
};

/** PostgreSQL and the pg-boss reference in a suite of their own: together they would pass the 3-minute limit. */
export const automationsPostgres: BenchSuite = {
  name: 'automations-postgres',
  description: `the same dispatch on PostgreSQL, growth from ${GROWTH[0]!.toLocaleString('en')}, and ${FULL.toLocaleString('en')} jobs through pg-boss on the same server as the reference`,
  async run() {
    const postgres = await growth('postgres');
    // pg-boss in a database of its own on the same server.
    const reference = await createTestDatabase(PG_ADMIN_URL, 'bench_pgboss');
    let boss;
    try {
      boss = await runPgBossReference(reference.url, FULL);
    } finally {
      await reference.drop();
    }
    const bossRate = boss.jobs / (boss.totalMs / 1000);
    const bossWorkRate = boss.jobs / ((boss.totalMs - boss.sendMs) / 1000);
    const ours = postgres.find((r) => r.size === FULL)!;
    const oursRate = ours.size / (ours.ms / 1000);
    return [
      ...dispatchRows('postgres', postgres),
      {
        name: `pg-boss: ${FULL.toLocaleString('en')} jobs inserted and worked`,
        value: round(boss.totalMs / 1000, 2),
        unit: 's',
        note: `insert ${Math.round(boss.sendMs)} ms; ${boss.workers} workers x ${boss.batchSize} per poll; one row per job`,
      },
      { name: 'pg-boss: rate', value: Math.round(bossRate), unit: 'jobs/s' },
      {
        name: 'PostgreSQL dispatch rate / pg-boss rate',
        value: round(oursRate / bossRate, 3),
        unit: 'x',
        note: `ours ${Math.round(oursRate)}/s; against pg-boss's working alone (${Math.round(bossWorkRate)}/s): ${round(oursRate / bossWorkRate, 3)}`,
      },
    ];
  },
};
