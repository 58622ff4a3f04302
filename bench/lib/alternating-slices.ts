/**
 * Two throughput runs compared on a shared machine: a warm-up of each, then the measured time cut
 * into alternating slices (and which goes first alternates too), so a change in the machine's load
 * or one run's leftovers hit both alike. Each run is one autocannon call per slice.
 */
export interface Slice {
  requests: number;
  seconds: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface SliceTotals {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Run = (durationS: number) => Promise<Slice>;

function combine(parts: Slice[]): SliceTotals {
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  return {
    rps: parts.reduce((n, p) => n + p.requests, 0) / seconds,
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
  };
}

export async function compareInSlices(
  a: Run,
  b: Run,
  options: { warmupS: number; measureS: number; rounds: number },
): Promise<{ a: SliceTotals; b: SliceTotals; sliceRatios: number[] }> {
  await a(options.warmupS);
  await b(options.warmupS);
  const aParts: Slice[] = [];
  const bParts: Slice[] = [];
  const sliceS = options.measureS / options.rounds;
  for (let i = 0; i < options.rounds; i++) {
    const pair = [async () => aParts.push(await a(sliceS)), async () => bParts.push(await b(sliceS))];
    if (i % 2 === 1) pair.reverse();
    for (const run of pair) await run();
  }
  const sliceRatios = aParts.map((p, i) => Math.round((p.requests / bParts[i]!.requests) * 100) / 100);
  return { a: combine(aParts), b: combine(bParts), sliceRatios };
}
