/**
 * Opening a long stored conversation: 500 messages written into the chat's IndexedDB store
 * (scripts/lib/chat-db-seed.ts), then the time until the LAST
 * message is painted (bench/lib/paint-marks.ts), measured two ways:
 *   - selecting the agent in the dashboard's roster (the chat code already loaded by opening
 *     another agent first): from the click event to the paint;
 *   - a fresh navigation to /dashboard?selectedAgent=…: from navigation start to the paint
 *     (page, session, chat chunk and IndexedDB read included).
 */
import { chromium, type Page } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { seedConversationScript, type SeedMessage } from '../../scripts/lib/chat-db-seed';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { PAINT_MARKS_INIT_SCRIPT, median, newMarker, waitForPaint } from '../lib/paint-marks';
import { signedInContext, useProvider } from '../lib/signed-in';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const RUNS = 5;
const MESSAGES = 500;
const BUDGET_MS = 300;
const AGENT_ID = 'ai-writing-assistant';
const AGENT = 'Writing Assistant';
/** A long-used conversation: questions, Markdown answers with usage, now and then a code block. */
function seedScript(marker: string): string {
  const start = Date.parse('2025-01-01T08:00:00Z');
  const messages: SeedMessage[] = Array.from({ length: MESSAGES }, (_, i) => {
    const timestamp = new Date(start + i * 30000).toISOString();
    if (i % 2 === 0) {
      return {
        id: `seed-${i}`,
        role: 'user',
        timestamp,
        content: `Question ${i}: could you tighten this paragraph and suggest a better opening line for the newsletter?`,
      };
    }
    const code = i % 20 === 1 ? '\n\n```ts\nconst draft: string = rewrite(paragraph, { tone: "warm" });\n```' : '';
    return {
      id: `seed-${i}`,
      role: 'assistant',
      timestamp,
      content:
        `## Suggestions ${i}\n\nHere is a **tighter** version, with the opening moved first:\n\n` +
        '- Lead with the news, not the greeting\n- Cut the second sentence in half\n- End on the call to action' +
        code +
        (i === MESSAGES - 1 ? `\n\nFinal answer ${marker}` : ''),
      usage: { promptTokens: 400 + i, completionTokens: 120, estimated: false, model: 'gpt-4o' },
    };
  });
  // Made the agent's current conversation, so selecting the agent opens it.
  return seedConversationScript(AGENT_ID, 'bench-long-conversation', messages);
}

/** Records the time of the next click on the agent's roster button (the input event's own time). */
const CLICK_TIME_SCRIPT = `new Promise((resolve) => {
  addEventListener('click', (e) => resolve(performance.timeOrigin + e.timeStamp), { capture: true, once: true });
})`;

const rosterButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('list', { name: 'ALL AGENTS', exact: true })
    .getByRole('button', { name, exact: true });

async function openBySelecting(page: Page, marker: string): Promise<number> {
  await page.goto('/dashboard');
  // Another (starter, so on every plan) agent first, so the chat's code is loaded and only the
  // conversation is measured.
  await rosterButton(page, 'Task Planner').click();
  await page.getByRole('region', { name: 'Chat with Task Planner' }).getByText("I'm your Task Planner").waitFor();
  await page.evaluate(seedScript(marker));
  const clicked = page.evaluate(CLICK_TIME_SCRIPT) as Promise<number>;
  await rosterButton(page, AGENT).click();
  const clickAt = await clicked;
  const mark = await waitForPaint(page, marker);
  return mark.painted! - clickAt;
}

async function openByNavigation(page: Page, marker: string): Promise<number> {
  await page.evaluate(seedScript(marker));
  await page.goto(`/dashboard?selectedAgent=${AGENT_ID}`);
  await waitForPaint(page, marker);
  return (await page.evaluate(
    `window.__benchMarks[${JSON.stringify(marker)}].painted - performance.timeOrigin`,
  )) as number;
}

export const conversationOpen: BenchSuite = {
  name: 'conversation-open',
  description: `a stored ${MESSAGES}-message conversation: time to the last message painted (median of ${RUNS})`,
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-conversation-open', buildRoot });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await signedInContext(browser, server.url);
      // The provider is never called here; a well-formed key makes the chat usable, as for a real user.
      await useProvider(context, 'http://127.0.0.1:9/v1');
      await context.addInitScript(PAINT_MARKS_INIT_SCRIPT);
      const page = await context.newPage();
      await page.goto('/dashboard');

      const selecting: number[] = [];
      const navigating: number[] = [];
      // One warm-up of each (HTTP cache, V8 code cache), then the measured runs.
      for (let i = 0; i <= RUNS; i++) {
        const bySelect = await openBySelecting(page, newMarker());
        const byNavigation = await openByNavigation(page, newMarker());
        if (i === 0) continue;
        selecting.push(bySelect);
        navigating.push(byNavigation);
      }
      await context.close();

      const runs = (list: number[]) => `runs: ${list.map((v) => round(v)).join(', ')}`;
      // The budget is for opening the conversation; a cold navigation adds the whole page load
      // (document, session, the chat's chunk, a first, unoptimised run of the Markdown renderer).
      const rows: BenchRow[] = [
        withBudget(
          {
            name: 'select the agent → last message painted',
            value: round(median(selecting)),
            unit: 'ms',
            note: runs(selecting),
          },
          '<',
          BUDGET_MS,
        ),
        {
          name: 'navigation start → last message painted',
          value: round(median(navigating)),
          unit: 'ms',
          note: `${runs(navigating)} (whole page load, no budget)`,
        },
      ];
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
