/**
 * Serves calls made close together with one `run` over all their inputs: one query for several
 * callers instead of one each. Calls wait until the callbacks of the current turn of the event loop
 * have run (setImmediate), so the jobs a runner launched together, or the sends that finished
 * in the same read from their sockets, share a batch. Each caller gets its own result, or the
 * batch's error; a batch holds at most `maxSize` inputs (more start another).
 *
 * One run at a time: calls made while a run is under way wait for it to end and then go together
 * in the next. A call then waits at most one run longer, and under load, when calls arrive faster
 * than the database answers, each run serves more of them: on PostgreSQL every run is a round
 * trip, whose socket write and wake-up of the database cost more than the statement itself.
 */
export function batchCalls<I, O>(run: (inputs: I[]) => Promise<O[]>, maxSize = 100): (input: I) => Promise<O> {
  interface Call {
    input: I;
    resolve(out: O): void;
    reject(err: unknown): void;
  }
  const pending: Call[] = [];
  let running = false;
  let scheduled = false;
  const schedule = () => {
    if (running || scheduled || pending.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  };
  const flush = () => {
    scheduled = false;
    const batch = pending.splice(0, maxSize);
    running = true;
    const done = () => {
      running = false;
      schedule();
    };
    let ran: Promise<O[]>;
    try {
      ran = run(batch.map((c) => c.input));
    } catch (err) {
      ran = Promise.reject(err);
    }
    ran
      .then(
        (outs) => batch.forEach((c, i) => c.resolve(outs[i]!)),
        (err: unknown) => batch.forEach((c) => c.reject(err)),
      )
      .finally(done);
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      schedule();
    });
}

/**
 * `batchCalls` once per owner (a database handle), made on first use: the callers of one owner
 * share its batches, and an owner that goes away takes its batcher with it.
 */
export function batchCallsPer<K extends object, I, O>(
  run: (owner: K, inputs: I[]) => Promise<O[]>,
): (owner: K) => (input: I) => Promise<O> {
  const made = new WeakMap<K, (input: I) => Promise<O>>();
  return (owner) => {
    let call = made.get(owner);
    if (!call) {
      call = batchCalls((inputs: I[]) => run(owner, inputs));
      made.set(owner, call);
    }
    return call;
  };
}
