import type { IANAZone } from 'luxon';
import { WEEK_DAYS } from '../../common/automation-constants.js';
import type { AutomationTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import { luxon } from '../lib/lazy-modules.js';

/**
 * When an automation runs next, in its user's timezone. Two kinds of time are involved:
 * intervals in minutes or hours are elapsed time (every 90 minutes stays 90 minutes across a
 * clock change), while intervals in days, daily and weekly schedules and a specific time are
 * wall-clock times (09:00 stays 09:00 local in summer and winter).
 *
 * A wall-clock time that does not exist (02:30 on the night clocks go forward in New York) runs at
 * the moment the clocks jump to (03:00), as cron does; one that exists twice (01:30 on the night
 * they go back) runs at the first of the two only, so a daily schedule still runs once that day.
 */

/** The columns a schedule is made of: what computeNextRun reads, and what the queries around it select. */
export const SCHEDULE_COLUMNS = [
  'trigger_type',
  'schedule_type',
  'interval_value',
  'interval_unit',
  'specific_date',
  'specific_time',
  'daily_time',
  'weekly_day',
] as const satisfies readonly (keyof AutomationTable)[];

export type ScheduleFields = Pick<Selectable<AutomationTable>, (typeof SCHEDULE_COLUMNS)[number]>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Checking and spelling a zone builds Intl formatters, a few hundred microseconds each: once per
// name, not once per automation a list or the scheduler reads. Bounded, since names come from users.
const canonicalZones = new Map<string, string>();
const CANONICAL_ZONES_MAX = 1000;

/** The user's timezone (the profile's), or UTC when it is unset or not a zone we know. */
export function userTimezone(zone: string | null | undefined): string {
  const name = zone?.trim();
  if (!name) return 'UTC';
  let canonical = canonicalZones.get(name);
  if (canonical === undefined) {
    // The zone's canonical spelling ("europe/london" -> "Europe/London"), as the form shows it.
    canonical = luxon().IANAZone.isValidZone(name)
      ? new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
      : 'UTC';
    if (canonicalZones.size >= CANONICAL_ZONES_MAX) canonicalZones.clear();
    canonicalZones.set(name, canonical);
  }
  return canonical;
}

function parseTime(value: string | null): { hour: number; minute: number } | null {
  const m = value ? TIME.exec(value) : null;
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

/** Offset of the zone at an instant, in minutes. */
const offsetAt = (zone: IANAZone, ms: number) => zone.offset(ms);

/**
 * The instant a local date and time names in the zone: the earlier one when it exists twice, the
 * end of the gap when it does not exist at all.
 */
export function localToInstant(
  zone: string,
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
): number {
  const z = luxon().IANAZone.create(zone);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // Transitions are far apart, so the offsets a day either side are the only candidates.
  const before = offsetAt(z, wallAsUtc - DAY);
  const after = offsetAt(z, wallAsUtc + DAY);
  const valid = [...new Set([before, after, offsetAt(z, wallAsUtc)])]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((ms) => Number.isFinite(ms) && offsetAt(z, ms) * MINUTE === wallAsUtc - ms);
  if (valid.length > 0) return Math.min(...valid);
  // In a gap: the clocks jumped over this time. Find the jump (the first instant with the new offset).
  let lo = wallAsUtc - after * MINUTE; // before the jump, still on the old offset
  let hi = wallAsUtc - before * MINUTE; // after the jump
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(z, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The calendar date `days` after the local date of `ms` in the zone. */
function localDate(ms: number, zone: string, days = 0) {
  const d = luxon().DateTime.fromMillis(ms, { zone }).startOf('day');
  const plain = luxon().DateTime.utc(d.year, d.month, d.day).plus({ days });
  return { year: plain.year, month: plain.month, day: plain.day, weekday: plain.weekday };
}

/**
 * The next run strictly after `after` (ms), or null when nothing is due: not a schedule trigger,
 * an incomplete schedule, or a specific time already past. For an interval, `after` is the last
 * slot (or the moment the schedule was saved).
 */
export function computeNextRun(a: ScheduleFields, timezone: string, after: number): number | null {
  if (a.trigger_type !== 'schedule') return null;
  const zone = userTimezone(timezone);
  switch (a.schedule_type) {
    case 'interval': {
      const n = Number(a.interval_value);
      if (!Number.isInteger(n) || n <= 0) return null;
      if (a.interval_unit === 'minutes') return after + n * MINUTE;
      if (a.interval_unit === 'hours') return after + n * HOUR;
      // Days keep the time of day: the same local time n calendar days later.
      const local = luxon().DateTime.fromMillis(after, { zone });
      const date = localDate(after, zone, n);
      return (
        localToInstant(zone, date, { hour: local.hour, minute: local.minute }) + local.second * 1000 + local.millisecond
      );
    }
    case 'specific_time': {
      const m = a.specific_date ? DATE.exec(a.specific_date) : null;
      const time = parseTime(a.specific_time);
      if (!m || !time) return null;
      const at = localToInstant(zone, { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, time);
      return at > after ? at : null;
    }
    case 'daily':
    case 'weekly': {
      const time = parseTime(a.daily_time);
      if (!time) return null;
      const weekday = a.schedule_type === 'weekly' ? WEEK_DAYS.indexOf(a.weekly_day) + 1 : 0;
      if (a.schedule_type === 'weekly' && weekday === 0) return null;
      // Today's time may still be ahead; otherwise the next day (or weekday) that has it.
      for (let days = 0; days <= 8; days++) {
        const date = localDate(after, zone, days);
        if (weekday && date.weekday !== weekday) continue;
        const at = localToInstant(zone, date, time);
        if (at > after) return at;
      }
      return null;
    }
    default:
      return null;
  }
}

/** A run time in words, in the zone: "Mon, 30 Mar 2026, 09:00 (Europe/London)". */
export function describeRun(ms: number, timezone: string): string {
  const zone = userTimezone(timezone);
  return `${luxon().DateTime.fromMillis(ms, { zone }).setLocale('en-US').toFormat('ccc, d LLL yyyy, HH:mm')} (${zone})`;
}

/** The user's calendar day of an instant (YYYY-MM-DD): what the daily run limit counts by. */
export function userDayKey(ms: number, timezone: string): string {
  // From the zone's offset rather than a formatted DateTime: the list reads this for every row.
  const local = new Date(ms + offsetAt(luxon().IANAZone.create(userTimezone(timezone)), ms) * MINUTE);
  return local.toISOString().slice(0, 10);
}

/** The first instant of the user's next calendar day (when a daily limit's pause ends). */
export function startOfNextDay(ms: number, timezone: string): number {
  const zone = userTimezone(timezone);
  return localToInstant(zone, localDate(ms, zone, 1), { hour: 0, minute: 0 });
}
