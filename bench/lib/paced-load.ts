import { Agent, request } from 'node:http';

/**
 * Requests sent at an even pace (an open loop): request i is due at start + i / rate, goes out on
 * one of `connections` kept-alive sockets, and its latency counts from when it was due, so a
 * server that falls behind is charged for the wait too. (autocannon's `overallRate` releases each
 * second's requests together, a burst every second, which measures the burst instead.)
 */
export interface PacedResult {
  sent: number;
  /** Latencies in ms, from the moment each request was due to the end of its answer. */
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

export async function pacedLoad(options: {
  url: string;
  path: string;
  rate: number;
  seconds: number;
  connections: number;
  headers?: () => Record<string, string>;
}): Promise<PacedResult> {
  const { rate, seconds } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.path, options.url);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(target, { agent, headers: options.headers?.() }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode === undefined || res.statusCode >= 300) non2xx++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now: a late timer does not thin the load.
      while (sent < total && start + (sent * 1000) / rate <= now) {
        inFlight.push(one(start + (sent * 1000) / rate));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { sent, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0, non2xx, errors };
}
