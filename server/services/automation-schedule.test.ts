import { describe, expect, it } from 'vitest';
import {
  computeNextRun,
  describeRun,
  startOfNextDay,
  userDayKey,
  userTimezone,
  type ScheduleFields,
} from './automation-schedule.js';

/**
 * Next runs in the user's timezone across the 2026 clock changes: London goes forward on 29 March
 * (01:00 GMT -> 02:00 BST) and back on 25 October (02:00 BST -> 01:00 GMT); New York goes forward
 * on 8 March (02:00 EST -> 03:00 EDT) and back on 1 November (02:00 EDT -> 01:00 EST).
 */

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const base: ScheduleFields = {
  trigger_type: 'schedule',
  schedule_type: 'interval',
  interval_value: 15,
  interval_unit: 'minutes',
  specific_date: null,
  specific_time: null,
  daily_time: null,
  weekly_day: 'monday',
};
const schedule = (fields: Partial<ScheduleFields>): ScheduleFields => ({ ...base, ...fields });

/** The first `count` runs after `from`, each computed from the one before (as the scheduler does). */
function runs(a: ScheduleFields, zone: string, from: string, count: number): (string | null)[] {
  const out: (string | null)[] = [];
  let after = at(from);
  for (let i = 0; i < count; i++) {
    const next = computeNextRun(a, zone, after);
    out.push(iso(next));
    if (next === null) break;
    after = next;
  }
  return out;
}

describe('computeNextRun: intervals', () => {
  it('minutes and hours are elapsed time, whatever the clocks do', () => {
    // 00:30 GMT + 90 minutes is 02:00 UTC, which London calls 03:00 BST.
    const ninety = schedule({ interval_value: 90, interval_unit: 'minutes' });
    expect(iso(computeNextRun(ninety, LONDON, at('2026-03-29T00:30:00Z')))).toBe('2026-03-29T02:00:00.000Z');
    expect(describeRun(at('2026-03-29T02:00:00Z'), LONDON)).toBe('Sun, 29 Mar 2026, 03:00 (Europe/London)');

    // Every 24 hours from 09:00 EST lands on 10:00 EDT the day after the change: 24 h, not a calendar day.
    const daily = schedule({ interval_value: 24, interval_unit: 'hours' });
    expect(runs(daily, NEW_YORK, '2026-03-07T14:00:00Z', 2)).toEqual([
      '2026-03-08T14:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
    ]);
    expect(describeRun(at('2026-03-08T14:00:00Z'), NEW_YORK)).toBe('Sun, 8 Mar 2026, 10:00 (America/New_York)');

    // Back in November: 01:30 EDT + 60 minutes is the second 01:30 (EST).
    const hourly = schedule({ interval_value: 1, interval_unit: 'hours' });
    expect(runs(hourly, NEW_YORK, '2026-11-01T05:30:00Z', 2)).toEqual([
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });

  it('days keep the local time of day: 23 hours across spring-forward, 25 across fall-back', () => {
    const everyDay = schedule({ interval_value: 1, interval_unit: 'days' });
    // 09:00 EST on 7 March, then 09:00 EDT.
    expect(runs(everyDay, NEW_YORK, '2026-03-07T14:00:00Z', 2)).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    // 09:00 BST on 24 October, then 09:00 GMT.
    expect(runs(everyDay, LONDON, '2026-10-24T08:00:00Z', 2)).toEqual([
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
    const everyThree = schedule({ interval_value: 3, interval_unit: 'days' });
    expect(iso(computeNextRun(everyThree, LONDON, at('2026-03-27T12:15:30.250Z')))).toBe('2026-03-30T11:15:30.250Z');
  });

  it('an interval that is not a positive whole number schedules nothing', () => {
    expect(computeNextRun(schedule({ interval_value: 0 }), LONDON, at('2026-03-01T00:00:00Z'))).toBeNull();
  });
});

describe('computeNextRun: a specific time', () => {
  const once = schedule({ schedule_type: 'specific_time', specific_date: '2026-03-29', specific_time: '09:00' });

  it('runs once at the local time, then never again', () => {
    // 09:00 BST on the day the clocks went forward is 08:00 UTC.
    expect(runs(once, LONDON, '2026-03-01T00:00:00Z', 3)).toEqual(['2026-03-29T08:00:00.000Z', null]);
    expect(computeNextRun(once, LONDON, at('2026-03-29T08:00:00Z'))).toBeNull();
    expect(computeNextRun(once, LONDON, at('2026-06-01T00:00:00Z'))).toBeNull();
    // The same date and time in New York is another instant.
    expect(iso(computeNextRun(once, NEW_YORK, at('2026-03-01T00:00:00Z')))).toBe('2026-03-29T13:00:00.000Z');
  });

  it('a time the clocks skip runs when they land; one they repeat runs at the first', () => {
    const skipped = schedule({ schedule_type: 'specific_time', specific_date: '2026-03-29', specific_time: '01:30' });
    // London has no 01:30 that night: it runs at 02:00 BST (01:00 UTC).
    expect(iso(computeNextRun(skipped, LONDON, at('2026-03-01T00:00:00Z')))).toBe('2026-03-29T01:00:00.000Z');
    const twice = schedule({ schedule_type: 'specific_time', specific_date: '2026-10-25', specific_time: '01:30' });
    // 01:30 BST (00:30 UTC), not 01:30 GMT an hour later.
    expect(iso(computeNextRun(twice, LONDON, at('2026-10-01T00:00:00Z')))).toBe('2026-10-25T00:30:00.000Z');
    expect(computeNextRun(twice, LONDON, at('2026-10-25T00:30:00Z'))).toBeNull();
  });

  it('an incomplete date or time schedules nothing', () => {
    expect(computeNextRun({ ...once, specific_time: null }, LONDON, 0)).toBeNull();
    expect(computeNextRun({ ...once, specific_date: '29/03/2026' }, LONDON, 0)).toBeNull();
  });
});

describe('computeNextRun: daily and weekly', () => {
  it('daily at 09:00 London stays 09:00 local across both changes', () => {
    const daily = schedule({ schedule_type: 'daily', daily_time: '09:00' });
    expect(runs(daily, LONDON, '2026-03-28T08:59:00Z', 3)).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
    expect(runs(daily, LONDON, '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25T09:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
    ]);
    // Today's time still ahead runs today; exactly at it, tomorrow.
    expect(iso(computeNextRun(daily, LONDON, at('2026-06-01T07:59:00Z')))).toBe('2026-06-01T08:00:00.000Z');
    expect(iso(computeNextRun(daily, LONDON, at('2026-06-01T08:00:00Z')))).toBe('2026-06-02T08:00:00.000Z');
  });

  it('daily at 02:30 New York runs at 03:00 on the night 02:30 does not exist', () => {
    const daily = schedule({ schedule_type: 'daily', daily_time: '02:30' });
    expect(runs(daily, NEW_YORK, '2026-03-06T12:00:00Z', 3)).toEqual([
      '2026-03-07T07:30:00.000Z', // 02:30 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT: the clocks jumped from 02:00 to 03:00
      '2026-03-09T06:30:00.000Z', // 02:30 EDT
    ]);
    expect(describeRun(at('2026-03-08T07:00:00Z'), NEW_YORK)).toBe('Sun, 8 Mar 2026, 03:00 (America/New_York)');
  });

  it('daily at 01:30 runs once on the night 01:30 happens twice', () => {
    const daily = schedule({ schedule_type: 'daily', daily_time: '01:30' });
    expect(runs(daily, NEW_YORK, '2026-10-31T12:00:00Z', 2)).toEqual([
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, the first one
      '2026-11-02T06:30:00.000Z', // 01:30 EST the next day; the second 01:30 of 1 November is skipped
    ]);
    expect(runs(daily, LONDON, '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25T00:30:00.000Z', // 01:30 BST
      '2026-10-26T01:30:00.000Z', // 01:30 GMT
    ]);
    // London's spring-forward night has no 01:30: 02:00 BST.
    expect(runs(daily, LONDON, '2026-03-28T12:00:00Z', 2)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('weekly on a day at a time, across the changes', () => {
    const sundays = schedule({ schedule_type: 'weekly', weekly_day: 'sunday', daily_time: '01:30' });
    expect(runs(sundays, LONDON, '2026-03-20T00:00:00Z', 3)).toEqual([
      '2026-03-22T01:30:00.000Z', // 01:30 GMT
      '2026-03-29T01:00:00.000Z', // 01:30 does not exist: 02:00 BST
      '2026-04-05T00:30:00.000Z', // 01:30 BST
    ]);
    const mondays = schedule({ schedule_type: 'weekly', weekly_day: 'monday', daily_time: '09:00' });
    expect(runs(mondays, NEW_YORK, '2026-10-26T13:00:00Z', 2)).toEqual([
      '2026-11-02T14:00:00.000Z', // 09:00 EST: exactly at Monday's run, the next Monday
      '2026-11-09T14:00:00.000Z',
    ]);
    expect(describeRun(at('2026-11-02T14:00:00Z'), NEW_YORK)).toBe('Mon, 2 Nov 2026, 09:00 (America/New_York)');
    // Earlier the same Monday: that day.
    expect(iso(computeNextRun(mondays, NEW_YORK, at('2026-11-02T13:59:00Z')))).toBe('2026-11-02T14:00:00.000Z');
  });

  it('without a time nothing is scheduled', () => {
    expect(computeNextRun(schedule({ schedule_type: 'daily', daily_time: null }), LONDON, 0)).toBeNull();
    expect(computeNextRun(schedule({ schedule_type: 'weekly', daily_time: '25:00' }), LONDON, 0)).toBeNull();
  });
});

describe('computeNextRun: other triggers', () => {
  it('only schedule triggers have a next run', () => {
    for (const trigger_type of ['immediate', 'keyword', 'sender'] as const) {
      expect(computeNextRun(schedule({ trigger_type }), LONDON, at('2026-03-01T00:00:00Z'))).toBeNull();
    }
  });
});

describe('the user timezone and day', () => {
  it('is the profile zone when it is one, UTC otherwise', () => {
    expect(userTimezone('Europe/London')).toBe('Europe/London');
    expect(userTimezone(' europe/london ')).toBe('Europe/London');
    expect(userTimezone(null)).toBe('UTC');
    expect(userTimezone('')).toBe('UTC');
    expect(userTimezone('Mars/Olympus_Mons')).toBe('UTC');
    expect(userTimezone('GMT+2 (Berlin)')).toBe('UTC');
    // An unknown zone computes in UTC instead of failing.
    const daily = schedule({ schedule_type: 'daily', daily_time: '09:00' });
    expect(iso(computeNextRun(daily, 'Nowhere/Special', at('2026-06-01T00:00:00Z')))).toBe('2026-06-01T09:00:00.000Z');
  });

  it('counts days in the user zone and knows when the next one starts', () => {
    // 23:30 in New York on 7 March is already 8 March in UTC.
    expect(userDayKey(at('2026-03-08T04:30:00Z'), NEW_YORK)).toBe('2026-03-07');
    expect(userDayKey(at('2026-03-08T04:30:00Z'), 'UTC')).toBe('2026-03-08');
    expect(iso(startOfNextDay(at('2026-03-07T17:00:00Z'), NEW_YORK))).toBe('2026-03-08T05:00:00.000Z');
    // The day the clocks go forward is 23 hours long: the next one starts at midnight EDT.
    expect(iso(startOfNextDay(at('2026-03-08T12:00:00Z'), NEW_YORK))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(startOfNextDay(at('2026-10-25T12:00:00Z'), LONDON))).toBe('2026-10-26T00:00:00.000Z');
  });
});
