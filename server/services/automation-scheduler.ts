import type { Logger } from '../lib/logger.js';
import { claimRun, type ClaimResult, type RunDeps } from './automation-runs.js';
import { computeNextRun, SCHEDULE_COLUMNS, type ScheduleFields } from './automation-schedule.js';
import { isPostgres } from '../db/is-postgres.js';

/**
 * The scheduler's minute (server/jobs/automation-jobs.ts runs it once a minute, on one instance):
 * every active automation whose next_run_at has come claims one run, for the latest slot it
 * missed, and its next_run_at moves past now in the same transaction. A server that was down
 * hours therefore runs each automation once, never a burst of the slots it missed.
 *
 * Cheap per automation: the due ones are read in batches by the (status, next_run_at) index,
 * and each claim is one short transaction (claimRun). On PostgreSQL several claims run at once;
 * SQLite has one writer, so they go one after another.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DispatchOptions {
  /** Due automations read per query. */
  batchSize?: number;
  /** Claims in flight at once (PostgreSQL only). */
  concurrency?: number;
  signal?: AbortSignal;
  log?: Pick<Logger, 'error'>;
}

type Due = ScheduleFields & { id: string; timezone: string; next_run_at: number | null };

/** The latest slot at or before now, starting from the due one, and the slot after it. */
export function latestSlot(a: Due, due: number, now: number): { slot: number; next: number | null } {
  if (a.trigger_type !== 'schedule') return { slot: due, next: null };
  const step =
    a.schedule_type === 'interval' && Number(a.interval_value) > 0
      ? a.interval_unit === 'minutes'
        ? Number(a.interval_value) * MINUTE
        : a.interval_unit === 'hours'
          ? Number(a.interval_value) * HOUR
          : 0
      : 0;
  if (step > 0) {
    // Elapsed-time intervals: the missed slots are a plain arithmetic series.
    const slot = due + Math.floor(Math.max(0, now - due) / step) * step;
    return { slot, next: slot + step };
  }
  let slot = due;
  let next = computeNextRun(a, a.timezone, slot);
  // Wall-clock schedules step day by day: a few hundred steps at most after a long outage.
  for (let i = 0; next !== null && next <= now && i < 5000; i++) {
    slot = next;
    next = computeNextRun(a, a.timezone, slot);
  }
  if (next !== null && next <= now) next = computeNextRun(a, a.timezone, now);
  return { slot, next };
}

/** Claims a run for every due automation; answers how many runs were claimed. */
export async function dispatchDue(deps: RunDeps, now: number, o: DispatchOptions = {}): Promise<number> {
  const { db } = deps;
  const batchSize = o.batchSize ?? 500;
  const parallel = isPostgres(db) ? (o.concurrency ?? 6) : 1;
  let claimed = 0;
  let after: { at: number; id: string } | undefined;
  for (;;) {
    if (o.signal?.aborted) break;
    const from = after;
    let q = db
      .selectFrom('automations')
      .select(['id', 'timezone', 'next_run_at', ...SCHEDULE_COLUMNS])
      .where('status', '=', 'active')
      .where('next_run_at', '<=', now);
    // Keyset paging: a row whose claim failed (and so is still due) is not read twice in one call.
    if (from) {
      q = q.where((eb) =>
        eb.or([eb('next_run_at', '>', from.at), eb.and([eb('next_run_at', '=', from.at), eb('id', '>', from.id)])]),
      );
    }
    const rows = await q.orderBy('next_run_at').orderBy('id').limit(batchSize).execute();
    if (rows.length === 0) break;
    await inParallel(rows, parallel, async (row) => {
      if ((await dispatchOne(deps, row, now, o)).claimed) claimed++;
    });
    const last = rows[rows.length - 1]!;
    after = { at: Number(last.next_run_at), id: last.id };
    if (rows.length < batchSize) break;
  }
  return claimed;
}

async function dispatchOne(deps: RunDeps, row: Due, now: number, o: DispatchOptions) {
  const due = Number(row.next_run_at);
  const { slot, next } = latestSlot(row, due, now);
  const immediate = row.trigger_type === 'immediate';
  try {
    return await claimRun(
      deps,
      {
        automationId: row.id,
        slotKey: `${immediate ? 'immediate' : 'schedule'}:${slot}`,
        trigger: immediate ? 'immediate' : 'schedule',
        slotAt: slot,
        nextRunAt: next,
      },
      now,
    );
  } catch (err) {
    // One broken automation (or a lost connection) never stops the others; it stays due and is
    // tried again next minute.
    o.log?.error({ err, automationId: row.id }, 'automation claim failed');
    return { claimed: false, reason: 'error' } satisfies ClaimResult;
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (i < items.length) await work(items[i++]!);
  });
  await Promise.all(lanes);
}
