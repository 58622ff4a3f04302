import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleCollector } from './idle-memory.js';

const MB = 2 ** 20;

/** A fake process: the event loop's busy share per interval, and a heap that a collection shrinks. */
function fakeProcess() {
  const state = { busy: 0, heap: 60 * MB, shrinkTo: 30 * MB, collections: 0 };
  const collect = () => {
    state.collections++;
    state.heap = state.shrinkTo;
  };
  const utilization = (previous?: EventLoopUtilization) =>
    ({ idle: 0, active: 0, utilization: previous ? state.busy : 0 }) as EventLoopUtilization;
  const stop = startIdleCollector({ intervalMs: 1000, collect, heapSize: () => state.heap, utilization });
  return { state, stop };
}

describe('startIdleCollector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after start-up when the loop has been quiet for two intervals', () => {
    const { state, stop } = fakeProcess();
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(state.collections).toBe(1);
    stop();
  });

  it('never collects while the server is busy, and collects once it goes quiet after the heap grew', () => {
    const { state, stop } = fakeProcess();
    vi.advanceTimersByTime(2000);
    state.busy = 0.6;
    state.heap = 90 * MB;
    vi.advanceTimersByTime(20_000);
    expect(state.collections).toBe(1);
    state.busy = 0.01;
    vi.advanceTimersByTime(2000);
    expect(state.collections).toBe(2);
    expect(state.heap).toBe(30 * MB);
    stop();
  });

  it('leaves a heap that barely grew alone', () => {
    const { state, stop } = fakeProcess();
    vi.advanceTimersByTime(2000);
    state.heap += MB;
    vi.advanceTimersByTime(20_000);
    expect(state.collections).toBe(1);
    stop();
  });

  it('tries a few more times when a collection gave nothing back, then waits for growth', () => {
    const { state, stop } = fakeProcess();
    state.shrinkTo = state.heap;
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(3);
    stop();
  });
});
