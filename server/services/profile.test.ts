import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../test/auth-helpers.js';
import { digestForm, userInTimezone } from '../test/automation-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { moveAutomation } from './automation-lifecycle.js';
import { createAutomation, findOwnAutomation } from './automations.js';
import { saveProfile } from './profile.js';

/**
 * Changing the profile's timezone moves the user's schedules to it: a daily 09:00 runs at 09:00
 * where the user now is, on a clock the test sets; intervals keep the run that is due.
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
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const userIn = (timezone: string) => userInTimezone(t.app, timezone);

const stored = async (userId: string, id: string) => {
  const row = await findOwnAutomation(db(), userId, id);
  return { timezone: row.timezone, nextRunAt: iso(row.next_run_at) };
};

describe('the profile timezone', () => {
  it('moves daily, weekly and specific-time schedules to the new zone; intervals keep their due run', async () => {
    const { user } = await userIn('Europe/London');
    const now = at('2026-06-01T06:00:00Z'); // Monday, 07:00 in London
    const daily = await createAutomation(db(), user.id, digestForm({ scheduleType: 'daily', dailyTime: '09:00' }), now);
    const weekly = await createAutomation(
      db(),
      user.id,
      digestForm({ scheduleType: 'weekly', weeklyDay: 'wednesday', dailyTime: '18:30' }),
      now,
    );
    const once = await createAutomation(
      db(),
      user.id,
      digestForm({ scheduleType: 'specific_time', specificDate: '2026-06-02', specificTime: '10:00' }),
      now,
    );
    const interval = await createAutomation(db(), user.id, digestForm({ intervalValue: '30' }), now);
    const paused = await createAutomation(
      db(),
      user.id,
      digestForm({ scheduleType: 'daily', dailyTime: '09:00' }),
      now,
    );
    await moveAutomation(db(), user.id, paused.id, 'pause', now);
    expect(await stored(user.id, daily.id)).toEqual({
      timezone: 'Europe/London',
      nextRunAt: '2026-06-01T08:00:00.000Z',
    });

    const later = now + 5 * 60_000;
    await saveProfile(db(), user.id, { timezone: 'America/New_York' }, later);

    // 09:00 in New York (EDT, UTC-4) today; Wednesday 18:30 there; Tuesday 10:00 there.
    expect(await stored(user.id, daily.id)).toEqual({
      timezone: 'America/New_York',
      nextRunAt: '2026-06-01T13:00:00.000Z',
    });
    expect(await stored(user.id, weekly.id)).toEqual({
      timezone: 'America/New_York',
      nextRunAt: '2026-06-03T22:30:00.000Z',
    });
    expect(await stored(user.id, once.id)).toEqual({
      timezone: 'America/New_York',
      nextRunAt: '2026-06-02T14:00:00.000Z',
    });
    // Every 30 minutes is the same in any zone: the run due at 06:30 stays.
    expect(await stored(user.id, interval.id)).toEqual({
      timezone: 'America/New_York',
      nextRunAt: '2026-06-01T06:30:00.000Z',
    });
    // A paused one has no next run; it takes the zone and is scheduled in it when resumed.
    expect(await stored(user.id, paused.id)).toEqual({ timezone: 'America/New_York', nextRunAt: null });
    const resumed = await moveAutomation(db(), user.id, paused.id, 'resume', later);
    expect(resumed.automation.nextRunAt).toBe('2026-06-01T13:00:00.000Z');

    // Saving the profile without the timezone changes no schedule.
    await saveProfile(db(), user.id, { company: 'Engines' }, later + 60_000);
    expect(await stored(user.id, daily.id)).toEqual({
      timezone: 'America/New_York',
      nextRunAt: '2026-06-01T13:00:00.000Z',
    });
  });

  it('a specific time that already passed does not come back in a zone where it is still ahead', async () => {
    const { user } = await userIn('Asia/Tokyo');
    const created = at('2026-06-01T00:00:00Z'); // 09:00 in Tokyo
    const once = await createAutomation(
      db(),
      user.id,
      digestForm({ scheduleType: 'specific_time', specificDate: '2026-06-01', specificTime: '10:00' }),
      created,
    );
    expect((await stored(user.id, once.id)).nextRunAt).toBe('2026-06-01T01:00:00.000Z');
    // It ran at 10:00 Tokyo: nothing is due any more.
    await db().updateTable('automations').set({ next_run_at: null }).where('id', '=', once.id).execute();
    // 10:00 on 1 June in London is still ahead at 02:00 UTC: it must not be scheduled again.
    await saveProfile(db(), user.id, { timezone: 'Europe/London' }, at('2026-06-01T02:00:00Z'));
    expect(await stored(user.id, once.id)).toEqual({ timezone: 'Europe/London', nextRunAt: null });
  });

  it('PATCH /api/auth/user/profile with a new timezone moves the next run; another user’s are untouched', async () => {
    const ada = await userIn('Europe/London');
    const sam = await userIn('Europe/London');
    const soon = Date.now();
    const adas = await createAutomation(
      db(),
      ada.user.id,
      digestForm({ scheduleType: 'daily', dailyTime: '09:00' }),
      soon,
    );
    const sams = await createAutomation(
      db(),
      sam.user.id,
      digestForm({ scheduleType: 'daily', dailyTime: '09:00' }),
      soon,
    );
    const before = await stored(sam.user.id, sams.id);

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/profile',
      headers: authed(ada.cookie),
      payload: { timezone: 'Asia/Tokyo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await findOwnAutomation(db(), ada.user.id, adas.id);
    expect(after.timezone).toBe('Asia/Tokyo');
    // 09:00 in Tokyo is 00:00 UTC.
    expect(new Date(after.next_run_at!).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(await stored(sam.user.id, sams.id)).toEqual(before);
  });
});
