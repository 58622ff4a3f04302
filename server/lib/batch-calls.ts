/**
 * Serves calls made close together with one `run` over all their inputs: one query for several
 * callers instead of one each. Calls wait until the callbacks of the current turn of the event loop
 * have run (setImmediate), so the jobs a runner launched together, or the sends that finished
 * in the same read from their sockets, share a batch. Each caller gets its own result, or the
 * batch's error; a batch holds at most `maxSize` inputs (more start another).
 */
export function batchCalls<I, O>(run: (inputs: I[]) => Promise<O[]>, maxSize = 100): (input: I) => Promise<O> {
  interface Call {
    input: I;
    resolve(out: O): void;
    reject(err: unknown): void;
  }
  const pending: Call[] = [];
  const flush = () => {
    const batch = pending.splice(0, maxSize);
    if (pending.length > 0) setImmediate(flush);
    run(batch.map((c) => c.input)).then(
      (outs) => batch.forEach((c, i) => c.resolve(outs[i]!)),
      (err: unknown) => batch.forEach((c) => c.reject(err)),
    );
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ input, resolve, reject });
    });
}
