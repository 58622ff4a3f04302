/**
 * Saves the latest value at most once per `delayMs` while changes keep coming (a streaming reply
 * changes many times a second), and at once on `flush`. Unlike a debounce, a long reply is still
 * saved along the way, so a reload mid-stream loses at most `delayMs` of it.
 */
export interface SaveScheduler<T> {
  schedule(value: T): void;
  flush(): void;
  cancel(): void;
}

export function createSaveScheduler<T>(save: (value: T) => unknown, delayMs: number): SaveScheduler<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | null = null;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    save(value);
  };

  return {
    schedule(value) {
      pending = { value };
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
