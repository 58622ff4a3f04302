import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveScheduler } from './save-scheduler';

describe('createSaveScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the latest value once per interval while changes keep coming', () => {
    const save = vi.fn();
    const saver = createSaveScheduler<number>(save, 1000);
    for (let i = 1; i <= 10; i++) {
      saver.schedule(i);
      vi.advanceTimersByTime(250);
    }
    // 2500 ms of changes: saved at 1000 and 2000 with the value current then.
    expect(save.mock.calls).toEqual([[4], [8]]);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenLastCalledWith(10);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('saves at once on flush, and only if something is waiting', () => {
    const save = vi.fn();
    const saver = createSaveScheduler<string>(save, 1000);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.schedule('a');
    saver.flush();
    expect(save).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting value on cancel', () => {
    const save = vi.fn();
    const saver = createSaveScheduler<string>(save, 1000);
    saver.schedule('a');
    saver.cancel();
    vi.advanceTimersByTime(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
