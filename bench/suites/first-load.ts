/**
 * What a first visit downloads: every JS and CSS file Chromium fetches for a page until the
 * network is idle (lazy chunks included), each gzipped at level 9, summed. kB = 1000 bytes.
 * `/` and `/library` are a visitor's first visit; `/dashboard` is a signed-in user's (a fresh
 * account, so the real dashboard renders rather than its sign-in prompt), with an empty cache too,
 * once on the Free plan (as registered) and once on Pro (`users.plan` set in the server's database),
 * since the plan decides which gates and tabs the dashboard shows.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { setPlan } from '../lib/plan';
import { signedInContext } from '../lib/signed-in';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

/**
 * The landing's budget is what it weighed before the interface had translations (104.8 kB) plus
 * the 3 kB the translations may add in English: the catalogs and Lingui must not cost more.
 */
const LANDING_BUDGET_KB = 107.8;

const PAGES: { path: string; jsBudgetKb?: number; signedIn?: boolean; plan?: 'pro' }[] = [
  { path: '/', jsBudgetKb: LANDING_BUDGET_KB },
  { path: '/dashboard', jsBudgetKb: 200, signedIn: true },
  { path: '/dashboard', jsBudgetKb: 200, signedIn: true, plan: 'pro' },
  { path: '/library' },
];
const VIEWPORT = { width: 1440, height: 900 };

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

function kindOf(response: Response): 'js' | 'css' | undefined {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return undefined;
}

export const firstLoad: BenchSuite = {
  name: 'first-load',
  description: 'gzip (level 9) size of the JS and CSS a first visit fetches until network idle',
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-first-load', buildRoot });
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows: BenchRow[] = [];
    try {
      for (const { path, jsBudgetKb, signedIn, plan } of PAGES) {
        const onRegistered = plan ? (email: string) => setPlan(server, email, plan) : undefined;
        const context = signedIn
          ? await signedInContext(browser, server.url, { viewport: VIEWPORT, onRegistered })
          : await browser.newContext({ viewport: VIEWPORT });
        const label = `${path}${signedIn ? ` (signed in${plan ? `, ${plan}` : ''})` : ''}`;
        if (plan) {
          const me = (await (await context.request.get('/api/auth/user')).json()) as { plan?: string };
          if (me.plan !== plan) throw new Error(`${label}: the account is on ${me.plan}, not ${plan}`);
        }
        const page = await context.newPage();
        const pending: Promise<Asset | undefined>[] = [];
        page.on('response', (response) => {
          const kind = kindOf(response);
          if (!kind || !response.url().startsWith(server.url) || response.status() !== 200) return;
          pending.push(
            response.body().then(
              (body) => ({ url: response.url(), kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
              () => undefined,
            ),
          );
        });
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
        if (signedIn && !(await page.getByText('OPERATIONAL', { exact: true }).isVisible())) {
          throw new Error(`${path} did not render the signed-in dashboard`);
        }
        const assets = new Map<string, Asset>();
        for (const asset of await Promise.all(pending)) if (asset) assets.set(asset.url, asset);
        await context.close();
        if (process.env.BENCH_LIST_ASSETS) {
          // Which chunks a page pulls in, largest first: the place to start when a budget is missed.
          const top = [...assets.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 25);
          for (const a of top)
            console.log(`  ${label}  ${(a.gzip / 1000).toFixed(1).padStart(6)} kB  ${a.url.split('/').pop()}`);
        }

        for (const kind of ['js', 'css'] as const) {
          const list = [...assets.values()].filter((a) => a.kind === kind);
          const gzipKb = round(list.reduce((n, a) => n + a.gzip, 0) / 1000);
          const rawKb = round(list.reduce((n, a) => n + a.raw, 0) / 1000);
          const row = {
            name: `${label} ${kind.toUpperCase()} gzip`,
            value: gzipKb,
            unit: 'kB',
            note: `${list.length} file(s), ${rawKb} kB uncompressed`,
          };
          rows.push(kind === 'js' && jsBudgetKb !== undefined ? withBudget(row, '<=', jsBudgetKb) : row);
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
