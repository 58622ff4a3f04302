/**
 * Gives memory back once the server goes quiet.
 *
 * V8 sizes the young generation for the busiest moment it has seen (start-up, which builds every
 * route and schema, grows it to its 2 x 16 MB maximum) and only shrinks it, and compacts the old
 * generation, in a full collection made while little is being allocated. A browser triggers that
 * from its idle time; nothing does in a server, so the memory of one busy moment stayed resident for
 * good (an idle server held about 30 MB of empty young generation). Under load nothing changes here:
 * V8 keeps its large young generation, which is what makes short-lived request garbage cheap.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleCollectorOptions {
  /** How often the load is looked at; a quiet server is collected within about three of these. */
  intervalMs?: number;
  /** The share of time the event loop may have been busy over the last interval to count as quiet (the idle server's job polling keeps it near 1 %). */
  idleBelow?: number;
  /** How much the heap must have grown since the last collection to be worth one (bytes). */
  minGrowthBytes?: number;
  /** Test seams. */
  collect?: () => void;
  heapSize?: () => number;
  utilization?: (previous?: EventLoopUtilization) => EventLoopUtilization;
}

/**
 * V8's own collector, as `--expose-gc` would give it. The flag only adds `gc` to contexts made
 * after it is set, hence the fresh context.
 */
function exposedGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Collections in a row that may free nothing before the heap must grow again for another. */
const MAX_FRUITLESS = 3;

/** Starts the watch; the returned function stops it. The timer never keeps the process alive. */
export function startIdleCollector(options: IdleCollectorOptions = {}): () => void {
  const intervalMs = options.intervalMs ?? 3_000;
  const idleBelow = options.idleBelow ?? 0.05;
  const minGrowth = options.minGrowthBytes ?? 4 * 2 ** 20;
  const collect = options.collect ?? exposedGc();
  const heapSize = options.heapSize ?? (() => getHeapStatistics().total_heap_size);
  const utilization = options.utilization ?? ((previous) => performance.eventLoopUtilization(previous));

  // Zero: the first quiet moment after start-up always collects.
  let sizeAfterLastCollection = 0;
  // V8 shrinks the young generation only when it judges its recent allocation rate low, so a
  // collection waits for two quiet intervals in a row (6 s), and one that gave nothing back (V8
  // still counting the busy moment) is tried again after two more, a few times.
  let quietIntervals = 0;
  let fruitless = 0;
  let last = utilization();
  const timer = setInterval(() => {
    const busy = utilization(last).utilization;
    last = utilization();
    quietIntervals = busy < idleBelow ? quietIntervals + 1 : 0;
    if (quietIntervals < 2 || heapSize() - sizeAfterLastCollection < minGrowth) return;
    const before = heapSize();
    collect();
    const after = heapSize();
    quietIntervals = 0;
    fruitless = before - after < minGrowth ? fruitless + 1 : 0;
    if (fruitless === 0 || fruitless >= MAX_FRUITLESS) {
      sizeAfterLastCollection = after;
      fruitless = 0;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
