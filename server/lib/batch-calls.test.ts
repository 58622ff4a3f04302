import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls.js';

describe('batchCalls', () => {
  it('serves the calls of one turn with one run, each caller with its own result', async () => {
    const runs: number[][] = [];
    const double = batchCalls(async (xs: number[]) => {
      runs.push(xs);
      return xs.map((x) => x * 2);
    });
    const together = await Promise.all([double(1), double(2), double(3)]);
    const later = await double(4);
    expect(together).toEqual([2, 4, 6]);
    expect(later).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every caller of a failed run, and the next calls run again', async () => {
    let fail = true;
    const load = batchCalls(async (xs: string[]) => {
      if (fail) throw new Error('database away');
      return xs;
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });

  it('gathers the calls made while a run is under way into the next run', async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const write = batchCalls(async (xs: number[]) => {
      runs.push(xs);
      if (runs.length === 1) await held;
      return xs;
    });
    const first = write(1);
    await new Promise((r) => setImmediate(r));
    // Three calls in three later turns, all while the first run waits for its answer.
    const later: Promise<number>[] = [];
    for (const x of [2, 3, 4]) {
      later.push(write(x));
      await new Promise((r) => setImmediate(r));
    }
    expect(runs).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('splits more calls than a batch holds into several runs', async () => {
    const sizes: number[] = [];
    const echo = batchCalls(async (xs: number[]) => {
      sizes.push(xs.length);
      return xs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((x) => echo(x)))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });
});
