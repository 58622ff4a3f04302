/**
 * What a first visit downloads: every JS and CSS file Chromium fetches for a page until the
 * network is idle (lazy chunks included), each gzipped at level 9, summed. kB = 1000 bytes.
 * `/` and `/library` are a visitor's first visit; `/dashboard` is a signed-in user's (a fresh
 * account, so the real dashboard renders rather than its sign-in prompt), with an empty cache too,
 * once on the Free plan (as registered) and once on Pro (`users.plan` set in the server's database),
 * since the plan decides which gates and tabs the dashboard shows.
 *
 * A page counts as loaded once its content is on screen and no request has been in flight for
 * QUIET_MS: Playwright's own network idle (500 ms without a request) fires too early on a busy
 * machine, while the entry script is still parsing before it asks for the page's lazy chunks.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { setPlan } from '../lib/plan';
import { signedInContext } from '../lib/signed-in';
import { round, sleep, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

interface PageSpec {
  path: string;
  /** Shown once the page's own content has rendered (its lazy chunks have arrived). */
  ready: string;
  jsBudgetKb: number;
  signedIn?: boolean;
  plan?: 'pro';
}

/** React 19 with react-dom is about 68 kB of each: the budgets leave the rest for the app. */
const PAGES: PageSpec[] = [
  { path: '/', ready: '#hero-title', jsBudgetKb: 90 },
  { path: '/library', ready: '[role="tabpanel"]', jsBudgetKb: 100 },
  { path: '/dashboard', ready: 'text=OPERATIONAL', jsBudgetKb: 160, signedIn: true },
  { path: '/dashboard', ready: 'text=OPERATIONAL', jsBudgetKb: 160, signedIn: true, plan: 'pro' },
];
const QUIET_MS = 1500;
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
      for (const { path, ready, jsBudgetKb, signedIn, plan } of PAGES) {
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
        let inFlight = 0;
        let lastActivity = Date.now();
        const settle = () => {
          inFlight--;
          lastActivity = Date.now();
        };
        page.on('request', () => {
          inFlight++;
          lastActivity = Date.now();
        });
        page.on('requestfinished', settle);
        page.on('requestfailed', settle);
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
        await page.goto(`${server.url}${path}`, { waitUntil: 'load', timeout: 60_000 });
        try {
          await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
        } catch (err) {
          throw new Error(`${label} did not render its content (${ready})`, { cause: err });
        }
        const deadline = Date.now() + 60_000;
        while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
          if (Date.now() > deadline) throw new Error(`${label}: the network never went quiet`);
          await sleep(100);
        }
        const assets = new Map<string, Asset>();
        for (const asset of await Promise.all(pending)) if (asset) assets.set(asset.url, asset);
        await context.close();
        if (process.env.BENCH_LIST_ASSETS) {
          // Which chunks a page pulls in, largest first: the place to start when a budget is missed.
          const top = [...assets.values()].sort((a, b) => b.gzip - a.gzip);
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
          rows.push(kind === 'js' ? withBudget(row, '<=', jsBudgetKb) : row);
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rows;
  },
};
