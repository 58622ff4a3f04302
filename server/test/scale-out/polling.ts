/** Waiting in the scale-out test: a pause, and polling until something has happened or a deadline passed. */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Probes every 100 ms until it answers something other than undefined; throws naming `what` after `timeoutMs`. */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}
