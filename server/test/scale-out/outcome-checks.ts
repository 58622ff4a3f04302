import type { FaultWindow, Outage } from './fault-injection.js';
import { isErrorShape, parseJson, type Answer } from './http-client.js';
import type { LoadRecord, Outcome } from './load.js';
import type { ServerProcess } from '../server-process.js';

/**
 * Sorting what the load and the probe got back during the scale-out test into what is allowed and
 * what is not, as counts by kind: a failing check then says what went wrong, not just how often.
 */

/** The proxy's X-Upstream port: which instance served the answer. */
export const upstreamPort = (a: Answer) => Number(a.upstream?.split(':').at(-1));

/** Each instance's first error line (or last line), to go with a check on how the processes ended. */
export function firstErrors(instances: ServerProcess[]): string {
  const firstError = (log: string) => log.split('\n').find((l) => /error/i.test(l)) ?? log.split('\n').at(-1);
  return instances.map((s) => `\n${s.name}: ${firstError(s.log(200))}`).join('');
}

/** Answers during the outage that were not a clear 503 in the one error shape (or an unhealthy health check), by kind. */
export function unclearAnswerKinds(answers: Answer[]): Record<string, number> {
  const unclear = answers.filter((res) => {
    if (res.status !== 503) return true;
    const body = parseJson<{ database?: { ok: boolean } }>(res);
    return body?.database ? body.database.ok !== false : !isErrorShape(res);
  });
  const kinds = new Map<string, number>();
  for (const r of unclear) {
    const kind = `${r.status} ${r.error ?? r.body.slice(0, 200)}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return Object.fromEntries(kinds);
}

/**
 * Failed requests of the load that no fault explains: any failure outside the fault windows, and
 * inside them anything but an honest 503, a request in flight on the killed instance, or a session
 * lost with a sign-in cut short.
 */
export function unexpectedFailures(outcomes: Outcome[], windows: FaultWindow[]): Outcome[] {
  const inWindow = (at: number) => windows.some((w) => at >= w.from && at <= w.to);
  return outcomes.filter((o) => {
    if (o.status >= 200 && o.status < 300) return false;
    if (!inWindow(o.at)) return true;
    if (o.status === 503) return !o.errorShape;
    // A request in flight on the killed instance, or a session lost with a sign-in cut short.
    return ![0, 502, 401].includes(o.status);
  });
}

/** Outcomes counted by request, status and transport error. */
export const tally = (list: Outcome[]) =>
  list.reduce<Record<string, number>>((t, o) => {
    const key = `${o.what} ${o.status}${o.error ? ` (${o.error})` : ''}`;
    return { ...t, [key]: (t[key] ?? 0) + 1 };
  }, {});

/** The one line the test prints: how much load, what failed during the faults, when they were, what became uncertain. */
export function runSummary(
  record: LoadRecord,
  loadStart: number,
  windows: FaultWindow[],
  uncertain: { id: string }[],
  outage: Outage,
): string {
  const refused = tally(record.outcomes.filter((o) => o.status < 200 || o.status >= 300));
  const dueOf = (id: string) => record.sends.find((x) => x.id === id)!.dueAt;
  return (
    `scale-out: ${record.outcomes.length} requests, ${record.drafts.length} drafts, ${record.sends.length} sends, ` +
    `failed during the faults: ${JSON.stringify(refused)}; ` +
    `faults at ${windows.map((w) => `${w.name} +${((w.from - loadStart) / 1000).toFixed(1)} s`).join(', ')}; ` +
    `uncertain: [${uncertain.map((r) => `due +${((dueOf(r.id) - loadStart) / 1000).toFixed(1)} s`).join(', ')}]; ` +
    `recovered ${outage.recoveredAfterMs} ms after the database came back`
  );
}
