import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestForm, userInTimezone } from '../test/automation-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  createAutomation,
  findOwnAutomation,
  listAutomations,
  nextRunPreview,
  updateAutomation,
} from './automations.js';
import { moveAutomation } from './automation-lifecycle.js';
import { toAutomation } from './automation-views.js';

/**
 * The service on a clock the test sets: next runs computed in the user's timezone when an
 * automation is saved, resumed or previewed on the nights the clocks change, and the day counter
 * read in that timezone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.kysely;
const at = (iso: string) => Date.parse(iso);

const userIn = async (timezone: string) => (await userInTimezone(t.app, timezone)).user.id;

describe('automations on a set clock', () => {
  it('saves a daily 02:30 in New York as 03:00 on the night 02:30 does not exist', async () => {
    const userId = await userIn('America/New_York');
    // Saturday 7 March 2026, 12:00 EST: the next 02:30 is Sunday's, which the clocks skip.
    const saved = await createAutomation(
      db(),
      userId,
      digestForm({ scheduleType: 'daily', dailyTime: '02:30' }),
      at('2026-03-07T17:00:00Z'),
    );
    expect(saved).toMatchObject({ timezone: 'America/New_York', nextRunAt: '2026-03-08T07:00:00.000Z' });

    // Moved to 02:45 on Sunday afternoon: Monday's 02:45 EDT.
    const edited = await updateAutomation(
      db(),
      userId,
      saved.id,
      digestForm({ scheduleType: 'daily', dailyTime: '02:45', name: 'Renamed' }),
      at('2026-03-08T18:00:00Z'),
    );
    expect(edited).toMatchObject({ name: 'Renamed', nextRunAt: '2026-03-09T06:45:00.000Z' });
  });

  it('an edit that keeps the schedule keeps the next run; a new schedule computes it again', async () => {
    const userId = await userIn('Europe/London');
    const start = at('2026-05-01T09:00:00Z');
    const saved = await createAutomation(db(), userId, digestForm({}), start);
    expect(saved.nextRunAt).toBe('2026-05-01T09:15:00.000Z');
    const renamed = await updateAutomation(
      db(),
      userId,
      saved.id,
      digestForm({ name: 'New name' }),
      start + 10 * 60_000,
    );
    expect(renamed).toMatchObject({ name: 'New name', nextRunAt: '2026-05-01T09:15:00.000Z' });
    const slower = await updateAutomation(
      db(),
      userId,
      saved.id,
      digestForm({ intervalValue: '30' }),
      start + 10 * 60_000,
    );
    expect(slower.nextRunAt).toBe('2026-05-01T09:40:00.000Z');
  });

  it('resuming on the night London goes back schedules the first 01:30, not the repeated one', async () => {
    const userId = await userIn('Europe/London');
    const saved = await createAutomation(
      db(),
      userId,
      digestForm({ scheduleType: 'daily', dailyTime: '01:30' }),
      at('2026-10-20T12:00:00Z'),
    );
    await moveAutomation(db(), userId, saved.id, 'pause', at('2026-10-21T12:00:00Z'));
    const resumed = await moveAutomation(db(), userId, saved.id, 'resume', at('2026-10-24T23:45:00Z'));
    // 01:30 BST on 25 October (00:30 UTC); 01:30 GMT an hour later is not another run.
    expect(resumed.automation.nextRunAt).toBe('2026-10-25T00:30:00.000Z');
  });

  it('previews in the user timezone at the time given', async () => {
    const userId = await userIn('Europe/London');
    const preview = await nextRunPreview(
      db(),
      userId,
      digestForm({ scheduleType: 'weekly', weeklyDay: 'sunday', dailyTime: '01:30' }),
      at('2026-03-23T00:00:00Z'),
    );
    expect(preview).toEqual({
      nextRunAt: '2026-03-29T01:00:00.000Z',
      timezone: 'Europe/London',
      text: 'Sun, 29 Mar 2026, 02:00 (Europe/London)',
    });
    const interval = await nextRunPreview(
      db(),
      userId,
      digestForm({ intervalValue: 90, intervalUnit: 'minutes' }),
      at('2026-03-29T00:30:00Z'),
    );
    expect(interval.text).toBe('Sun, 29 Mar 2026, 03:00 (Europe/London)');
  });

  it('counts today’s runs by the day of the automation’s timezone', async () => {
    const userId = await userIn('America/New_York');
    const saved = await createAutomation(db(), userId, digestForm({}), at('2026-03-07T12:00:00Z'));
    await db()
      .updateTable('automations')
      .set({ runs_day: '2026-03-07', runs_day_count: 12, runs_total: 40 })
      .where('id', '=', saved.id)
      .execute();
    const row = await findOwnAutomation(db(), userId, saved.id);
    // 23:30 on 7 March in New York (already the 8th in UTC): still the same day.
    expect(toAutomation(row, at('2026-03-08T04:30:00Z'))).toMatchObject({ runsToday: 12, runsTotal: 40 });
    // Midnight in New York: a new day.
    expect(toAutomation(row, at('2026-03-08T05:00:00Z'))).toMatchObject({ runsToday: 0, runsTotal: 40 });
  });

  it('counts each listed automation’s runs by its own timezone', async () => {
    const userId = await userIn('America/New_York');
    const east = await createAutomation(db(), userId, digestForm({ name: 'East' }), at('2026-03-07T12:00:00Z'));
    // Saved again after the profile moved to UTC: that automation keeps its day in UTC.
    await db().updateTable('users').set({ timezone: 'UTC' }).where('id', '=', userId).execute();
    const utc = await createAutomation(db(), userId, digestForm({ name: 'UTC' }), at('2026-03-07T12:00:01Z'));
    const east2 = await createAutomation(db(), userId, digestForm({ name: 'East again' }), at('2026-03-07T12:00:02Z'));
    await db().updateTable('automations').set({ timezone: 'America/New_York' }).where('id', '=', east2.id).execute();
    await db()
      .updateTable('automations')
      .set({ runs_day: '2026-03-07', runs_day_count: 12 })
      .where('user_id', '=', userId)
      .execute();
    // 23:30 on 7 March in New York is already the 8th in UTC.
    const page = await listAutomations(db(), userId, { limit: 100 }, at('2026-03-08T04:30:00Z'));
    const today = Object.fromEntries(page.rows.map((a) => [a.id, a.runsToday]));
    expect(today).toEqual({ [east.id]: 12, [utc.id]: 0, [east2.id]: 12 });
  });
});
