import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationRequest } from '../../common/schemas/automations.js';
import { JobRunner } from '../jobs/runner.js';
import {
  minuteOf,
  registerAutomationJobs,
  scheduleAutomationScheduler,
  schedulerJobId,
} from '../jobs/automation-jobs.js';
import { findJob } from '../jobs/job-store.js';
import {
  automationRow,
  automationWorld,
  headerOf,
  makeAutomation,
  outboxOf,
  runsOf,
  SEND_FIELDS,
  userWithMailbox,
  type AutomationWorld,
} from '../test/automation-fixtures.js';
import { dispatchDue } from './automation-scheduler.js';

/**
 * The scheduler driven by a clock the test moves: the job runner runs the one-minute chain at
 * each step, the chain claims what is due, and the outbox's send times are checked to the
 * millisecond across the clock changes of Europe/London (spring forward on 29 March 2026, fall
 * back on 25 October 2026). Then: one catch-up slot after downtime, and the chain run once a
 * minute however many runners share the database.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOLD = 120_000;
const iso = (s: string) => Date.parse(s);
let w: AutomationWorld;

beforeAll(async () => {
  w = await automationWorld(iso('2026-03-28T00:00:00Z'));
});
afterAll(async () => {
  await w?.close();
});

/** Moves the clock in steps, running the job runner at each one (the scheduler chain and the sends). */
async function runUntil(end: number, step = 15 * MINUTE) {
  await scheduleAutomationScheduler(w.db, w.clock.at);
  await w.t.app.jobs.runDue();
  while (w.clock.at < end) {
    w.clock.advance(step);
    await w.t.app.jobs.runDue();
  }
}

async function sendTimes(userId: string) {
  const rows = await outboxOf(w.db, userId);
  const bySubject = new Map<string, string[]>();
  for (const r of rows)
    bySubject.set(r.subject, [...(bySubject.get(r.subject) ?? []), new Date(r.send_at).toISOString()]);
  return bySubject;
}

const schedule = (name: string, fields: Partial<AutomationRequest>): AutomationRequest => ({
  ...SEND_FIELDS,
  name,
  emailSubject: name,
  triggerType: 'schedule',
  ...fields,
});
const at = (s: string) => new Date(iso(s) + HOLD).toISOString();

describe('schedules across a clock change (Europe/London)', () => {
  it('spring forward: wall-clock schedules keep their local time, intervals in minutes keep elapsed time', async () => {
    const start = iso('2026-03-28T00:00:00Z');
    w.clock.at = start;
    const u = await userWithMailbox(w, 'Europe/London');
    const make = (name: string, f: Partial<AutomationRequest>) =>
      makeAutomation(w, u.user.id, schedule(name, f), start);
    await make('daily 01:30', { scheduleType: 'daily', dailyTime: '01:30' });
    await make('every 90 minutes', { scheduleType: 'interval', intervalValue: 90, intervalUnit: 'minutes' });
    await make('every day', { scheduleType: 'interval', intervalValue: 1, intervalUnit: 'days' });
    await make('weekly', { scheduleType: 'weekly', weeklyDay: 'sunday', dailyTime: '09:00' });
    const once = await make('once', {
      scheduleType: 'specific_time',
      specificDate: '2026-03-29',
      specificTime: '10:15',
    });
    await runUntil(iso('2026-03-30T12:00:00Z'));

    const times = await sendTimes(u.user.id);
    // 01:30 does not exist on the 29th (01:00 GMT jumps to 02:00 BST): it runs at the jump.
    expect(times.get('daily 01:30')).toEqual([
      at('2026-03-28T01:30:00Z'),
      at('2026-03-29T01:00:00Z'),
      at('2026-03-30T00:30:00Z'),
    ]);
    expect(times.get('every day')).toEqual([at('2026-03-29T00:00:00Z'), at('2026-03-29T23:00:00Z')]);
    expect(times.get('weekly')).toEqual([at('2026-03-29T08:00:00Z')]);
    expect(times.get('once')).toEqual([at('2026-03-29T09:15:00Z')]);
    expect(times.get('every 90 minutes')).toEqual(
      Array.from({ length: 40 }, (_, k) => new Date(start + (k + 1) * 90 * MINUTE + HOLD).toISOString()),
    );
    expect(await automationRow(w.db, once.id)).toMatchObject({ status: 'active', next_run_at: null });
    // Every one of them was delivered once the hold passed, marked as automated mail.
    w.clock.advance(15 * MINUTE);
    await w.t.app.jobs.runDue();
    expect((await outboxOf(w.db, u.user.id)).every((r) => r.status === 'sent')).toBe(true);
    const mine = () => w.sink.messages.filter((m) => m.user === u.accountEmail);
    for (let i = 0; i < 100 && mine().length < 47; i++) await new Promise((r) => setTimeout(r, 20));
    const delivered = mine();
    expect(delivered).toHaveLength(47);
    expect(delivered.every((m) => headerOf(m.raw, 'Auto-Submitted') === 'auto-generated')).toBe(true);
  }, 120_000);

  it('fall back: a time that happens twice runs once, at the first', async () => {
    const start = iso('2026-10-24T00:00:00Z');
    w.clock.at = start;
    const u = await userWithMailbox(w, 'Europe/London');
    const make = (name: string, f: Partial<AutomationRequest>) =>
      makeAutomation(w, u.user.id, schedule(name, f), start);
    await make('daily 01:30', { scheduleType: 'daily', dailyTime: '01:30' });
    await make('every 2 hours', { scheduleType: 'interval', intervalValue: 2, intervalUnit: 'hours' });
    await make('every day', { scheduleType: 'interval', intervalValue: 1, intervalUnit: 'days' });
    await make('weekly', { scheduleType: 'weekly', weeklyDay: 'sunday', dailyTime: '09:00' });
    await runUntil(iso('2026-10-26T12:00:00Z'));

    const times = await sendTimes(u.user.id);
    expect(times.get('daily 01:30')).toEqual([
      at('2026-10-24T00:30:00Z'),
      at('2026-10-25T00:30:00Z'),
      at('2026-10-26T01:30:00Z'),
    ]);
    // Created at 01:00 BST on the 24th: 01:00 local each day (the first 01:00 on the 25th).
    expect(times.get('every day')).toEqual([at('2026-10-25T00:00:00Z'), at('2026-10-26T01:00:00Z')]);
    expect(times.get('weekly')).toEqual([at('2026-10-25T09:00:00Z')]);
    expect(times.get('every 2 hours')).toEqual(
      Array.from({ length: 30 }, (_, k) => new Date(start + (k + 1) * 2 * HOUR + HOLD).toISOString()),
    );
  }, 120_000);
});

describe('after downtime', () => {
  it('runs the latest missed slot once, never a burst, and schedules the next after now', async () => {
    const start = iso('2026-06-01T08:00:00Z');
    w.clock.at = start;
    const u = await userWithMailbox(w, 'Europe/London');
    const every = await makeAutomation(w, u.user.id, schedule('every 15', {}), start);
    const daily = await makeAutomation(
      w,
      u.user.id,
      schedule('daily', { scheduleType: 'daily', dailyTime: '09:00' }),
      start,
    );
    // Down for three days and a bit.
    const now = iso('2026-06-04T10:07:00Z');
    expect(await dispatchDue({ db: w.db }, now)).toBe(2);
    expect(await dispatchDue({ db: w.db }, now)).toBe(0);
    const [r1] = await runsOf(w.db, every.id);
    expect(await runsOf(w.db, every.id)).toHaveLength(1);
    expect(r1!.slot_key).toBe(`schedule:${iso('2026-06-04T10:00:00Z')}`);
    expect((await automationRow(w.db, every.id)).next_run_at).toBe(iso('2026-06-04T10:15:00Z'));
    const dailyRuns = await runsOf(w.db, daily.id);
    expect(dailyRuns.map((r) => r.slot_key)).toEqual([`schedule:${iso('2026-06-04T08:00:00Z')}`]);
    expect((await automationRow(w.db, daily.id)).next_run_at).toBe(iso('2026-06-05T08:00:00Z'));
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(2);
  });
});

describe('the one-minute chain', () => {
  it('runs each minute once however many runners share the database, and queues the next minute', async () => {
    const start = iso('2026-07-01T12:00:20Z');
    w.clock.at = start;
    const u = await userWithMailbox(w);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await makeAutomation(w, u.user.id, SEND_FIELDS, start - 15 * MINUTE)).id);
    const other = new JobRunner(w.t.db, w.t.app.log, { now: w.clock.now, owner: 'other' });
    registerAutomationJobs(other, w.db, w.t.app.config);
    await scheduleAutomationScheduler(w.db, start);
    await Promise.all([w.t.app.jobs.runDue(), other.runDue()]);
    expect(await findJob(w.db, schedulerJobId(minuteOf(start)))).toMatchObject({ status: 'done', attempts: 1 });
    expect(await findJob(w.db, schedulerJobId(minuteOf(start) + MINUTE))).toMatchObject({ status: 'queued' });
    for (const id of ids) expect(await runsOf(w.db, id)).toHaveLength(1);
    // Two dispatches racing over the same due automations claim each slot once between them.
    w.clock.at = start + 15 * MINUTE;
    const due = await w.db
      .selectFrom('automations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('next_run_at', '<=', w.clock.at)
      .executeTakeFirstOrThrow();
    expect(Number(due.n)).toBeGreaterThanOrEqual(20);
    const [a, b] = await Promise.all([dispatchDue({ db: w.db }, w.clock.at), dispatchDue({ db: w.db }, w.clock.at)]);
    expect(a + b).toBe(Number(due.n));
    for (const id of ids) expect(await runsOf(w.db, id)).toHaveLength(2);
    await other.stop();
  });
});
