/**
 * How soon a streamed reply's first words are on screen: the time from the provider writing the
 * first content chunk to the page painting its text, in the dashboard's agent chat, browser talking
 * straight to the provider (the user's-key path). The provider (bench/lib/timed-provider.ts) runs in
 * this process and records when it writes; the page records when the text entered the DOM and was
 * painted (bench/lib/paint-marks.ts); the two clocks are lined up by a round-trip calibration.
 */
import { chromium, type Page } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { PAINT_MARKS_INIT_SCRIPT, clockOffset, median, newMarker, percentile, waitForPaint } from '../lib/paint-marks';
import { signedInContext, useProvider } from '../lib/signed-in';
import { startTimedProvider } from '../lib/timed-provider';
import { round, withBudget, type BenchRow, type BenchSuite } from '../lib/types';

const WARMUP = 3;
const SENDS = 25;
/** One frame at 60 Hz for the median, two for the p95. */
const MEDIAN_BUDGET_MS = 16;
const P95_BUDGET_MS = 33;
const AGENT = 'Writing Assistant';

async function sendOne(page: Page, text: string) {
  const panel = page.getByRole('region', { name: `Chat with ${AGENT}` });
  const box = panel.getByRole('textbox', { name: `Message to ${AGENT}` });
  await box.fill(text);
  await box.press('Enter');
  return panel;
}

export const chatPaint: BenchSuite = {
  name: 'chat-paint',
  description: `provider's first chunk → its text painted in the dashboard chat, ${SENDS} sends (median, p95)`,
  async run({ buildRoot }) {
    const server = await startBuiltServer({ name: 'bench-chat-paint', buildRoot });
    const provider = await startTimedProvider();
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await signedInContext(browser, server.url);
      await useProvider(context, provider.baseUrl);
      await context.addInitScript(PAINT_MARKS_INIT_SCRIPT);
      const page = await context.newPage();
      await page.goto('/dashboard?selectedAgent=ai-writing-assistant');
      const panel = page.getByRole('region', { name: `Chat with ${AGENT}` });
      await panel.getByRole('log').getByText(`I'm your ${AGENT}`).waitFor();
      const { offset, rttMs } = await clockOffset(page);

      const painted: number[] = [];
      const inDom: number[] = [];
      for (let i = 0; i < WARMUP + SENDS; i++) {
        const marker = newMarker();
        const armed = provider.arm(marker);
        await sendOne(page, `Message number ${i}`);
        const writtenAt = await armed.written;
        const mark = await waitForPaint(page, marker);
        armed.release();
        // The reply is complete (STOP gone) before the next message goes out.
        await panel.getByRole('log').getByText(`Reply ${marker} arrives in full.`).waitFor();
        await panel.getByRole('button', { name: 'STOP' }).waitFor({ state: 'hidden' });
        if (i < WARMUP) continue;
        painted.push(mark.painted! - offset - writtenAt);
        inDom.push(mark.dom - offset - writtenAt);
      }
      await context.close();

      const note = `${SENDS} sends after ${WARMUP} warm-up; clocks lined up to ±${round(rttMs / 2, 2)} ms`;
      const rows: BenchRow[] = [
        withBudget(
          { name: 'first chunk → painted, median', value: round(median(painted)), unit: 'ms', note },
          '<',
          MEDIAN_BUDGET_MS,
        ),
        withBudget(
          { name: 'first chunk → painted, p95', value: round(percentile(painted, 95)), unit: 'ms' },
          '<',
          P95_BUDGET_MS,
        ),
        { name: 'first chunk → in the DOM, median', value: round(median(inDom)), unit: 'ms' },
        { name: 'first chunk → in the DOM, p95', value: round(percentile(inDom, 95)), unit: 'ms' },
      ];
      return rows;
    } finally {
      await browser.close();
      await provider.close();
      await server.stop();
    }
  },
};
