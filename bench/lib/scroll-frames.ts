/**
 * How smoothly a scroll container scrolls from top to bottom: a script, run in the page, that puts
 * the container at its top, lets it settle, then moves it down by a fixed step in every animation
 * frame until it reaches the bottom, and records the time between consecutive frames (the
 * timestamps requestAnimationFrame gives, which are the frames' start times). At 60 Hz a frame
 * that keeps up is ~16.7 ms after the one before; a frame whose work overran shows as ~33 ms (one
 * dropped) or more. The step is added to where the container is, so content measured and
 * corrected on the way (a virtualized list's estimates) is scrolled through, not skipped.
 *
 * The script is a string: the tsconfig shared with the server has no DOM lib.
 */

export interface ScrollFrames {
  /** Milliseconds between consecutive frames while scrolling. */
  deltas: number[];
  /** Pixels scrolled, top to bottom. */
  distance: number;
  /** The container hit the frame cap before the bottom. */
  capped: boolean;
}

/** At most this many frames (a safety stop, about 100 s at 60 Hz). */
const MAX_FRAMES = 6000;

export function scrollFramesScript(selector: string, stepPx: number): string {
  return `(async () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) throw new Error('no element ' + ${JSON.stringify(selector)});
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    el.scrollTop = 0;
    // Settled at the top: the messages there rendered and measured.
    for (let i = 0; i < 30; i++) await frame();
    el.scrollTop = 0;
    for (let i = 0; i < 10; i++) await frame();
    const deltas = [];
    let last = await frame();
    let frames = 0;
    while (el.scrollTop + el.clientHeight < el.scrollHeight - 1 && frames < ${MAX_FRAMES}) {
      el.scrollTop += ${stepPx};
      const now = await frame();
      deltas.push(now - last);
      last = now;
      frames++;
    }
    return { deltas, distance: el.scrollTop, capped: frames >= ${MAX_FRAMES} };
  })()`;
}
