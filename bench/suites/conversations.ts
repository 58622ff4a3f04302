/**
 * Many conversations (issue 15): 1,000 conversations of 10 messages each (10,000 messages, about
 * 25 words each) written into the chat's IndexedDB store (scripts/lib/chat-db-seed.ts), then
 * measured in the page (performance.now(); "painted" is the end of the next frame, as in
 * lib/paint-marks.ts):
 *   - search: from the input event in the search box to the announced result count painted, over
 *     20 queries of one to two words (some rare, some in hundreds of conversations, one with no
 *     hit) once the index is loaded; also the first search of a visit, which loads MiniSearch and
 *     indexes all 10,000 messages, and the first after a reload, which reads the stored index back;
 *   - the list: from the click on Conversations to its first page (50 of 1,000) painted, once the
 *     chat has opened (its greeting shown), median of 5; and the list's IndexedDB read alone (the
 *     first 50 in order from the `by-list` index, and the count).
 */
import { chromium, type Page } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { seedConversationsScript, type SeedConversation } from '../../scripts/lib/chat-db-seed';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { median, percentile } from '../lib/paint-marks';
import { signedInContext, useProvider } from '../lib/signed-in';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const CONVERSATIONS = 1000;
const PER_CONVERSATION = 10;
const SEARCH_BUDGET_MS = 50;
const LIST_BUDGET_MS = 100;
const LIST_RUNS = 5;
const AGENT_ID = 'ai-writing-assistant';
const AGENT_URL = `/dashboard?selectedAgent=${AGENT_ID}`;

const WORDS = (
  'budget plan quarter report draft email meeting agenda summary review launch product customer market ' +
  'sales revenue growth team hiring design research study lesson essay chapter outline story poem travel ' +
  'recipe garden health fitness schedule calendar deadline project milestone risk issue bug release code ' +
  'python typescript database query index search cache server client browser mobile layout colour theme ' +
  'invoice contract lawyer policy privacy security password backup cloud storage network latency memory ' +
  'pelican harbour census weather forecast river mountain city village museum library concert ticket'
).split(' ');

/** Deterministic, so every run searches the same text. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function conversations(): SeedConversation[] {
  const random = generator(42);
  const sentence = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: CONVERSATIONS }, (_, c) => ({
    id: `bench-c${c}`,
    agentId: AGENT_ID,
    title: `Conversation ${c}: ${sentence(4)}`,
    lastMessageAt: start + c * 60_000,
    messages: Array.from({ length: PER_CONVERSATION }, (_, m) => ({
      id: `m${m}`,
      role: m % 2 ? ('assistant' as const) : ('user' as const),
      // A rare word per conversation (topicNNN) so some queries have few hits.
      content: `${sentence(12 + Math.floor(random() * 25))} topic${c % 250}`,
      timestamp: new Date(start + c * 60_000 + m * 1000).toISOString(),
    })),
  }));
}

const QUERIES = [
  'budget',
  'topic17',
  'pelican harbour',
  'typescript database',
  'zzzyxq',
  'essay',
  'topic201',
  'launch product',
  'museum',
  'release bug',
  'topic3',
  'cloud backup',
  'privacy',
  'garden recipe',
  'topic99',
  'forecast',
  'concert ticket',
  'hiring team',
  'lesson',
  'latency cache',
];

/** Sets the search box's value as typing does and resolves when the announcement for it is painted. */
const searchScript = (query: string) => `new Promise((resolve) => {
  const box = document.querySelector('input[aria-label="Search all conversations"]');
  const live = box.closest('aside').querySelector('[aria-live="polite"]');
  const query = ${JSON.stringify(query)};
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!live.textContent.includes('“' + query + '”')) return;
    observer.disconnect();
    const dom = performance.now() - start;
    const hits = document.querySelectorAll('ul[aria-label="Search results"] > li').length;
    requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: performance.now() - start, hits })));
  });
  observer.observe(live, { childList: true, subtree: true, characterData: true });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, query);
  box.dispatchEvent(new Event('input', { bubbles: true }));
})`;

const LIST_SCRIPT = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('section[aria-label="Chat with Writing Assistant"] button')]
    .find((b) => b.textContent.trim() === 'Conversations');
  const start = performance.now();
  const check = () => {
    const list = document.querySelector('ul[aria-label="Conversations with Writing Assistant"]');
    if (!list || list.children.length < 50) return;
    observer.disconnect();
    const dom = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: performance.now() - start })));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  button.click();
})`;

const READ_SCRIPT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('agentops-chat');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const start = performance.now();
    const index = open.result.transaction('conversations').objectStore('conversations').index('by-list');
    const range = IDBKeyRange.bound([${JSON.stringify(AGENT_ID)}, -Infinity], [${JSON.stringify(AGENT_ID)}, Infinity]);
    const page = index.getAll(range, 50);
    const count = index.count(range);
    count.onsuccess = () => {
      const ms = performance.now() - start;
      open.result.close();
      resolve({ ms, page: page.result.length, count: count.result });
    };
    count.onerror = () => reject(count.error);
  };
})`;

interface Timing {
  dom: number;
  painted: number;
  hits?: number;
}

async function openChat(page: Page) {
  await page.goto(AGENT_URL);
  await page
    .getByRole('region', { name: 'Chat with Writing Assistant' })
    .getByText("I'm your Writing Assistant")
    .waitFor();
}

async function openSidebar(page: Page) {
  await page.getByRole('button', { name: 'Conversations', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search all conversations' }).waitFor();
}

export const conversationsSuite: BenchSuite = {
  name: 'conversations',
  description: `${CONVERSATIONS.toLocaleString('en-US')} stored conversations, ${(CONVERSATIONS * PER_CONVERSATION).toLocaleString('en-US')} messages: search and the list`,
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-conversations', buildRoot });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await signedInContext(browser, server.url);
      await useProvider(context, 'http://127.0.0.1:9/v1');
      const page = await context.newPage();
      await openChat(page);
      await page.evaluate(seedConversationsScript(conversations()));

      // The list, right after the chat opens.
      const list: Timing[] = [];
      for (let i = 0; i <= LIST_RUNS; i++) {
        await openChat(page);
        const timing = (await page.evaluate(LIST_SCRIPT)) as Timing;
        if (i > 0) list.push(timing);
      }
      const read = (await page.evaluate(READ_SCRIPT)) as { ms: number; page: number; count: number };
      if (read.count !== CONVERSATIONS || read.page !== 50)
        throw new Error(`the list index holds ${read.count}, page ${read.page}`);

      // Search: the first of the visit builds the index; then the measured queries.
      await page.getByRole('searchbox', { name: 'Search all conversations' }).waitFor();
      const first = (await page.evaluate(searchScript('budget report'))) as Timing;
      const searches: Timing[] = [];
      for (const query of QUERIES) searches.push((await page.evaluate(searchScript(query))) as Timing);
      const none = searches[QUERIES.indexOf('zzzyxq')];
      // Its one item is the "No conversation matches" line.
      if (none?.hits !== 1) throw new Error(`the query without hits showed ${none?.hits} items`);
      // The stored index is written a second after the first search; then a reload reads it back.
      await page.waitForTimeout(2500);
      await openChat(page);
      await openSidebar(page);
      const afterReload = (await page.evaluate(searchScript('pelican census'))) as Timing;
      await context.close();

      const painted = searches.map((s) => s.painted);
      const note = (list: Timing[]) => `runs: ${list.map((t) => round(t.painted)).join(', ')}`;
      const rows: BenchRow[] = [
        withBudget(
          {
            name: 'search 10,000 messages: input → results painted (median of 20)',
            value: round(median(painted)),
            unit: 'ms',
            note: `p95 ${round(percentile(painted, 95))} ms, in the DOM ${round(median(searches.map((s) => s.dom)))} ms`,
          },
          '<',
          SEARCH_BUDGET_MS,
        ),
        {
          name: 'first search of a visit (loads MiniSearch, indexes 10,000 messages)',
          value: round(first.painted),
          unit: 'ms',
        },
        { name: 'first search after a reload (stored index read back)', value: round(afterReload.painted), unit: 'ms' },
        withBudget(
          {
            name: 'open the list of 1,000: click → first 50 painted (median)',
            value: round(median(list.map((t) => t.painted))),
            unit: 'ms',
            note: note(list),
          },
          '<',
          LIST_BUDGET_MS,
        ),
        { name: "the list's read: first 50 of 1,000 in order, and the count", value: round(read.ms), unit: 'ms' },
      ];
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
