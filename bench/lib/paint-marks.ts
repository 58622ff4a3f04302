/**
 * When did a piece of text reach the screen? An init script (install it with `addInitScript`
 * before the first navigation) watches the whole document with a MutationObserver; the first time a
 * marker (BENCHMARK- and 8 letters or digits: a fixed length, since an element's text runs into its
 * neighbour's) appears in an added node or a changed text node it records
 *   - `dom`: the time of that mutation callback (the DOM holds the text),
 *   - `painted`: the end of the first frame that renders it, i.e. a task that runs after that
 *     frame's rendering steps (style, layout, paint): the usual approximation without Paint Timing.
 * Which frame renders it depends on where the mutation happened. Inside a requestAnimationFrame
 * callback (an app that commits in rAF), the current frame paints it: a task posted at once runs
 * after that paint. Anywhere else, the next frame does: a task posted from the next rAF callback.
 * To know which, the script wraps requestAnimationFrame to flag "this frame's rendering is under
 * way" from the first callback until a task posted then runs (after the paint).
 * Times are `performance.timeOrigin + performance.now()`: milliseconds since the epoch with sub-ms
 * precision, comparable across processes on one machine after `clockOffset()`.
 *
 * The script is a string: the tsconfig shared with the server has no DOM lib.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';

export interface PaintMark {
  dom: number;
  painted: number | null;
}

export const MARK_PREFIX = 'BENCHMARK-';
const MARK_LENGTH = 8;

export const PAINT_MARKS_INIT_SCRIPT = `(() => {
  const marks = (window.__benchMarks = Object.create(null));
  const pattern = /${MARK_PREFIX}[a-z0-9]{${MARK_LENGTH}}/g;
  const now = () => performance.timeOrigin + performance.now();
  const afterThisTask = (fn) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = fn;
    channel.port2.postMessage(null);
  };
  let renderingFrame = false;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((timestamp) => {
      if (!renderingFrame) {
        renderingFrame = true;
        afterThisTask(() => { renderingFrame = false; });
      }
      callback(timestamp);
    });
  const scan = (text) => {
    if (!text || text.indexOf('${MARK_PREFIX}') < 0) return;
    for (const marker of text.match(pattern) || []) {
      if (marks[marker]) continue;
      const mark = (marks[marker] = { dom: now(), painted: null });
      const done = () => { mark.painted = now(); };
      if (renderingFrame) afterThisTask(done);
      else raf(() => afterThisTask(done));
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') scan(record.target.data);
      else for (const node of record.addedNodes) scan(node.textContent);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Node's clock in the same form as the page's: ms since the epoch, sub-ms precision. */
export const nodeNow = () => performance.timeOrigin + performance.now();

/**
 * page clock − node clock, from the round trip with the smallest delay among `samples` (error at
 * most half that round trip, typically well under 1 ms).
 */
export async function clockOffset(page: Page, samples = 15): Promise<{ offset: number; rttMs: number }> {
  let best = { offset: 0, rttMs: Infinity };
  for (let i = 0; i < samples; i++) {
    const before = nodeNow();
    const pageTime = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    const after = nodeNow();
    if (after - before < best.rttMs) best = { offset: pageTime - (before + after) / 2, rttMs: after - before };
  }
  return best;
}

/** Waits until the marker has been painted and returns its times (page clock). */
export async function waitForPaint(page: Page, marker: string, timeoutMs = 10_000): Promise<PaintMark> {
  // Polled every 20 ms rather than every frame, so the waiting adds no work to the frames measured.
  // A plain evaluate, not waitForFunction: Playwright's waitForFunction first loads its injected
  // script (selector engines and all) into the page's main world, once per document. Right after a
  // click or a navigation that is tens of milliseconds of script on the main thread, inside the
  // very interval being timed.
  const expression = `new Promise((resolve, reject) => {
    const until = performance.now() + ${timeoutMs};
    const poll = () => {
      const found = window.__benchMarks && window.__benchMarks[${JSON.stringify(marker)}];
      if (found && found.painted !== null) resolve({ dom: found.dom, painted: found.painted });
      else if (performance.now() > until) reject(new Error(${JSON.stringify(`${marker} not painted within ${timeoutMs} ms`)}));
      else setTimeout(poll, 20);
    };
    poll();
  })`;
  return (await page.evaluate(expression)) as PaintMark;
}

/** A fresh marker: the prefix and 8 random letters or digits. */
export function newMarker(): string {
  const random = Array.from({ length: MARK_LENGTH }, () => Math.floor(Math.random() * 36).toString(36)).join('');
  return `${MARK_PREFIX}${random}`;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export const median = (values: number[]) => percentile(values, 50);
