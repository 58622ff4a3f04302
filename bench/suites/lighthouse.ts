/**
 * Lighthouse (the npm package) on the built app in Debian's headless Chromium, with its default
 * configuration: a mid-range phone, simulated throttling. Three runs per page; each figure is the
 * median of its three. `/`, `/library` and `/pricing` as a visitor; `/dashboard` as a freshly
 * registered user, whose session cookie is sent with every request of the run.
 *
 * Simulated throttling computes the slow network, but its CPU is the host's own task times times 4,
 * a factor meant for a fast desktop (Lighthouse's benchmark index about 1,500). This machine scores
 * 400 to 1,200 depending on what else runs, so each run is also scored again from the same trace
 * with the factor Lighthouse's calibration gives for the index measured in that run (reported, no
 * budget): it shows what the page costs once the machine's load is taken out.
 * `BENCH_LIGHTHOUSE_AUDITS=1` lists the audits that lost points in each run.
 * `BENCH_LIGHTHOUSE_PATHS=/pricing,/` runs only those pages, for trying a change on one page.
 * `BENCH_LIGHTHOUSE_SAVE=<folder>` writes each run's full report there (JSON), to read its long tasks.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { registerBenchUser } from '../lib/register';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const PAGES: { path: string; performance: number; signedIn?: boolean }[] = [
  { path: '/', performance: 100 },
  { path: '/library', performance: 100 },
  { path: '/pricing', performance: 100 },
  { path: '/dashboard', performance: 95, signedIn: true },
];

/** The pages of `BENCH_LIGHTHOUSE_PATHS` (comma-separated), or all of them. */
function selectedPages(): typeof PAGES {
  const wanted = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!wanted?.length) return PAGES;
  const unknown = wanted.filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PATHS: no such page ${unknown.join(', ')}`);
  return PAGES.filter((page) => wanted.includes(page.path));
}

const METRICS = [
  { audit: 'largest-contentful-paint', name: 'LCP', unit: 'ms', digits: 0 },
  { audit: 'total-blocking-time', name: 'TBT', unit: 'ms', digits: 0 },
  { audit: 'cumulative-layout-shift', name: 'CLS', unit: '', digits: 3 },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * The CPU slowdown that turns a host of this benchmark index into Lighthouse's reference phone,
 * from Lighthouse's throttling calibration (1,533 gives its default 4; 800 gives 2; 150 gives 1).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/** The audits of the four categories that did not get full marks, for finding what to fix. */
function lostPoints(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

/**
 * The signed-in run must have shown the dashboard itself, not its sign-in prompt: the dashboard's
 * own API reads (everything but the public config and the session probe) were made and answered.
 */
function assertSignedIn(lhr: Result, path: string): void {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const reads = items
    .map((item) => ({ url: String(item.url), status: Number(item.statusCode) }))
    .filter(({ url }) => /\/api\//.test(url) && !/\/api\/(config|auth\/session)$/.test(url));
  if (reads.length === 0 || reads.some(({ status }) => status < 200 || status >= 300)) {
    throw new Error(`${path}: the run did not see the signed-in dashboard (${JSON.stringify(reads)})`);
  }
}

interface PageRun {
  lhr: Result;
  /** Performance scored again with the calibrated CPU slowdown. */
  calibrated: { performance: number; slowdown: number };
}

async function runOnce(url: string, flags: Flags, artifacts: string): Promise<PageRun> {
  // Gather once, keeping the artifacts, and audit with the defaults; then audit the same artifacts
  // with the calibrated CPU factor (no new page load).
  const result = await lighthouse(url, { ...flags, gatherMode: artifacts, auditMode: artifacts });
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const slowdown = calibratedCpuSlowdown(lhr.environment.benchmarkIndex);
  // Lighthouse refuses to audit with settings other than those the artifacts were gathered with;
  // simulated throttling applies the CPU factor only when auditing, so the saved settings take
  // the calibrated factor and both sides agree.
  const saved = join(artifacts, 'artifacts.json');
  const gathered = JSON.parse(readFileSync(saved, 'utf8')) as { settings: { throttling: Record<string, number> } };
  gathered.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(saved, JSON.stringify(gathered));
  const again = await lighthouse(url, {
    ...flags,
    auditMode: artifacts,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!again) throw new Error(`${url}: Lighthouse returned no calibrated result`);
  return { lhr, calibrated: { performance: score(again.lhr, 'performance'), slowdown } };
}

function pageRows(label: string, performanceBudget: number, runs: PageRun[]): BenchRow[] {
  const rows: BenchRow[] = [];
  const lost = [...new Set(runs.flatMap(({ lhr }) => lostPoints(lhr)))];
  const index = runs.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex));
  for (const category of CATEGORIES) {
    const scores = runs.map(({ lhr }) => score(lhr, category));
    const lostHere = lost.filter((id) => runs[0]!.lhr.categories[category]?.auditRefs.some((r) => r.id === id));
    const notes = [`runs ${scores.join(', ')}`];
    if (category === 'performance') notes.push(`benchmark index ${index.join(', ')}`);
    if (lostHere.length) notes.push(`lost: ${lostHere.join(', ')}`);
    rows.push(
      withBudget(
        { name: `${label} ${category}`, value: median(scores), unit: '', note: notes.join('; ') },
        '>=',
        category === 'performance' ? performanceBudget : 100,
      ),
    );
  }
  const calibrated = runs.map((r) => r.calibrated);
  rows.push({
    name: `${label} performance, CPU calibrated`,
    value: median(calibrated.map((c) => c.performance)),
    unit: '',
    note: `runs ${calibrated.map((c) => `${c.performance} (×${round(c.slowdown)})`).join(', ')}`,
  });
  for (const metric of METRICS) {
    const values = runs.map(({ lhr }) => lhr.audits[metric.audit]?.numericValue ?? Number.NaN);
    rows.push({
      name: `${label} ${metric.name}`,
      value: round(median(values), metric.digits),
      unit: metric.unit,
      note: `runs ${values.map((v) => round(v, metric.digits)).join(', ')}`,
    });
  }
  return rows;
}

export const lighthouseSuite: BenchSuite = {
  name: 'lighthouse',
  description:
    'Lighthouse mobile scores and lab Core Web Vitals (median of 3 runs) of /, /library, /pricing, /dashboard',
  // Twelve Lighthouse runs of 20 to 40 s each on the shared machine.
  timeoutMs: 15 * 60_000,
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-lighthouse', buildRoot });
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const artifactsRoot = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    const rows: BenchRow[] = [];
    let gathered = 0;
    try {
      for (const { path, performance, signedIn } of selectedPages()) {
        const email = `bench-lh-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
        const flags: Flags = {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Absent rather than undefined: the saved settings (JSON) must equal the audit's.
          ...(signedIn ? { extraHeaders: { Cookie: await registerBenchUser(server.url, email) } } : {}),
        };
        const runs: PageRun[] = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await runOnce(`${server.url}${path}`, flags, join(artifactsRoot, String(gathered++)));
          if (signedIn) assertSignedIn(run.lhr, path);
          if (process.env.BENCH_LIGHTHOUSE_SAVE) {
            const file = join(
              process.env.BENCH_LIGHTHOUSE_SAVE,
              `${path.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`,
            );
            writeFileSync(file, JSON.stringify(run.lhr));
          }
          if (process.env.BENCH_LIGHTHOUSE_AUDITS) {
            console.log(`  ${path} run ${i + 1}: ${lostPoints(run.lhr).join(', ') || 'full marks'}`);
          }
          runs.push(run);
        }
        rows.push(...pageRows(signedIn ? `${path} (signed in)` : path, performance, runs));
      }
    } finally {
      chrome.kill();
      await server.stop();
      rmSync(artifactsRoot, { recursive: true, force: true });
    }
    return rows;
  },
};
