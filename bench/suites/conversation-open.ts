/**
 * Opening a long stored conversation: 500, then 5,000 messages written into the chat's IndexedDB
 * store (scripts/lib/chat-db-seed.ts), then the time until the LAST message is painted
 * (bench/lib/paint-marks.ts), measured two ways:
 *   - selecting the agent in the dashboard's roster (the chat code already loaded by opening
 *     another agent first): from the click event to the paint, at both sizes (the growth curve);
 *   - a fresh navigation to /dashboard?selectedAgent=…: from navigation start to the paint
 *     (page, session, chat chunk and IndexedDB read included), at 500.
 * Then the 5,000-message conversation is scrolled from its top to its bottom, a fixed step each
 * animation frame (bench/lib/scroll-frames.ts), and the longest time between two frames is the
 * figure: at 60 Hz, under 33 ms means no frame was dropped.
 */
import { chromium, type Page } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { seedConversationScript, type SeedMessage } from '../../scripts/lib/chat-db-seed';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { PAINT_MARKS_INIT_SCRIPT, median, newMarker, percentile, waitForPaint } from '../lib/paint-marks';
import { scrollFramesScript, type ScrollFrames } from '../lib/scroll-frames';
import { signedInContext, useProvider } from '../lib/signed-in';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const RUNS = 5;
const MESSAGES = 500;
const MANY_MESSAGES = 5000;
const BUDGET_MS = 100;
const MANY_BUDGET_MS = 150;
/** Pixels scrolled per frame: about a screen of the chat each frame (36,000 px/s at 60 Hz). */
const SCROLL_STEP_PX = 600;
/** Two frames at 60 Hz: a longer gap between frames means at least one was dropped. */
const FRAME_BUDGET_MS = 33.3;
/** Half a frame late: the frame missed its vsync. */
const LATE_FRAME_MS = 25;
const AGENT_ID = 'ai-writing-assistant';
const AGENT = 'Writing Assistant';
/** A long-used conversation: questions, Markdown answers with usage, now and then a code block. */
function seedScript(marker: string, length: number): string {
  const start = Date.parse('2025-01-01T08:00:00Z');
  const messages: SeedMessage[] = Array.from({ length }, (_, i) => {
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
        (i === length - 1 ? `\n\nFinal answer ${marker}` : ''),
      usage: { promptTokens: 400 + i, completionTokens: 120, estimated: false, model: 'gpt-4o' },
    };
  });
  // Made the agent's current conversation, so selecting the agent opens it (one per size: a
  // seed adds to the messages already stored under its id).
  return seedConversationScript(AGENT_ID, `bench-long-conversation-${length}`, messages);
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

async function openBySelecting(page: Page, marker: string, length: number): Promise<number> {
  await page.goto('/dashboard');
  // Another (starter, so on every plan) agent first, so the chat's code is loaded and only the
  // conversation is measured.
  await rosterButton(page, 'Task Planner').click();
  await page.getByRole('region', { name: 'Chat with Task Planner' }).getByText("I'm your Task Planner").waitFor();
  await page.evaluate(seedScript(marker, length));
  const clicked = page.evaluate(CLICK_TIME_SCRIPT) as Promise<number>;
  await rosterButton(page, AGENT).click();
  const clickAt = await clicked;
  const mark = await waitForPaint(page, marker);
  return mark.painted! - clickAt;
}

async function openByNavigation(page: Page, marker: string): Promise<number> {
  await page.evaluate(seedScript(marker, MESSAGES));
  await page.goto(`/dashboard?selectedAgent=${AGENT_ID}`);
  await waitForPaint(page, marker);
  return (await page.evaluate(
    `window.__benchMarks[${JSON.stringify(marker)}].painted - performance.timeOrigin`,
  )) as number;
}

/** The 5,000-message conversation, open, scrolled from top to bottom. */
async function scrollThrough(page: Page): Promise<ScrollFrames> {
  const selector = `section[aria-label="Chat with ${AGENT}"] [role="log"]`;
  return (await page.evaluate(scrollFramesScript(selector, SCROLL_STEP_PX))) as ScrollFrames;
}

const runs = (list: number[]) => `runs: ${list.map((v) => round(v)).join(', ')}`;

export const conversationOpen: BenchSuite = {
  name: 'conversation-open',
  description: `stored conversations of ${MESSAGES} and ${MANY_MESSAGES} messages: time to the last message painted (median of ${RUNS}); the longest frame scrolling through the larger`,
  // Six opens of each size, and a scroll through about a million pixels at one step a frame.
  timeoutMs: 6 * 60_000,
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
      const selectingMany: number[] = [];
      // One warm-up of each (HTTP cache, V8 code cache), then the measured runs.
      for (let i = 0; i <= RUNS; i++) {
        const bySelect = await openBySelecting(page, newMarker(), MESSAGES);
        const byNavigation = await openByNavigation(page, newMarker());
        const bySelectMany = await openBySelecting(page, newMarker(), MANY_MESSAGES);
        if (i === 0) continue;
        selecting.push(bySelect);
        navigating.push(byNavigation);
        selectingMany.push(bySelectMany);
      }
      // The last open left the 5,000-message conversation on screen.
      const scroll = await scrollThrough(page);
      await context.close();

      const open = median(selecting);
      const openMany = median(selectingMany);
      const longest = Math.max(...scroll.deltas);
      const late = scroll.deltas.filter((d) => d > LATE_FRAME_MS).length;
      const scrollNote =
        `${scroll.deltas.length} frames over ${Math.round(scroll.distance).toLocaleString('en')} px at ${SCROLL_STEP_PX} px a frame; ` +
        `frame median ${round(median(scroll.deltas))} ms, p99 ${round(percentile(scroll.deltas, 99))} ms` +
        (scroll.capped ? '; stopped by the frame cap before the bottom' : '');
      // The budget is for opening the conversation; a cold navigation adds the whole page load
      // (document, session, the chat's chunk, a first, unoptimised run of the Markdown renderer).
      const rows: BenchRow[] = [
        withBudget(
          {
            name: `open ${MESSAGES} messages: select → last painted`,
            value: round(open),
            unit: 'ms',
            note: runs(selecting),
          },
          '<',
          BUDGET_MS,
        ),
        withBudget(
          {
            name: `open ${MANY_MESSAGES.toLocaleString('en')} messages: select → last painted`,
            value: round(openMany),
            unit: 'ms',
            note: runs(selectingMany),
          },
          '<',
          MANY_BUDGET_MS,
        ),
        {
          name: `growth ${MESSAGES} → ${MANY_MESSAGES.toLocaleString('en')} messages`,
          value: round(openMany / open, 2),
          unit: '×',
          note: `open time at ${MANY_MESSAGES / MESSAGES}× the messages`,
        },
        {
          name: 'navigation start → last message painted',
          value: round(median(navigating)),
          unit: 'ms',
          note: `${runs(navigating)} (${MESSAGES} messages, whole page load, no budget)`,
        },
        withBudget(
          {
            name: `scroll ${MANY_MESSAGES.toLocaleString('en')} top → bottom: longest frame`,
            value: round(longest),
            unit: 'ms',
            note: scrollNote,
          },
          '<',
          FRAME_BUDGET_MS,
        ),
        {
          name: `scroll: frames later than ${LATE_FRAME_MS} ms`,
          value: late,
          unit: 'frames',
          note: `of ${scroll.deltas.length}`,
        },
      ];
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
