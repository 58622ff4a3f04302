import type { Cluster } from './cluster.js';
import type { Answer, Client } from './http-client.js';
import { sleep, until } from './polling.js';
import type { ServerProcess } from '../server-process.js';

/**
 * The faults the scale-out test puts the cluster through under load, and the record of when each
 * was in effect: outside those windows every request of the load must succeed.
 */

export interface FaultWindow {
  name: string;
  from: number;
  to: number;
}

/**
 * Runs faults one after another. A fault's window runs from its start until `settleMs` after its
 * body returned; the next fault starts 3 s after that, so the load shows it recovered in between.
 */
export function faultRunner() {
  const windows: FaultWindow[] = [];
  const fault = async (name: string, body: () => Promise<void>, settleMs: number) => {
    const from = Date.now();
    await body();
    windows.push({ name, from, to: Date.now() + settleMs });
    await sleep(settleMs + 3000);
  };
  return { windows, fault };
}

/** An instance dies without warning (SIGKILL) and comes back on the same port 2 s later. */
export async function killAndRestart(instance: ServerProcess): Promise<void> {
  await instance.kill9();
  await sleep(2000);
  await instance.start();
}

/** What the probe got while the database was away, and how long after it came back the API answered again. */
export interface Outage {
  answers: Answer[];
  recoveredAfterMs: number | undefined;
}

/**
 * Cuts the instances off the database for 5 s while `probe` asks the health check and the session
 * check every 200 ms, then restores it and waits (up to 30 s) for the API to answer again.
 */
export async function databaseOutage(cluster: Cluster, probe: Client): Promise<Outage> {
  await cluster.dbProxy.cut();
  const answers: Answer[] = [];
  const cutAt = Date.now();
  while (Date.now() - cutAt < 5000) {
    answers.push(await probe.get('/api/health'), await probe.get('/api/auth/user'));
    await sleep(200);
  }
  await cluster.dbProxy.restore();
  const restoredAt = Date.now();
  const recovered = await until('the API to answer after the database came back', 30_000, async () => {
    const res = await probe.get('/api/auth/user');
    return res.status === 200 ? true : undefined;
  }).catch(() => false);
  return { answers, recoveredAfterMs: recovered ? Date.now() - restoredAt : undefined };
}
