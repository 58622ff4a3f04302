import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-format';

const US = { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', language: 'en' } as const;
const EU = { dateFormat: 'DD/MM/YYYY', timeFormat: '24h', language: 'en' } as const;
const ISO = { dateFormat: 'YYYY-MM-DD', timeFormat: '24h', language: 'en' } as const;
// Built in the local zone, so the expectations hold wherever the tests run.
const AFTERNOON = new Date(2026, 2, 7, 14, 5, 9);

describe('the shared date formatter', () => {
  it('writes the date in each of the three formats', () => {
    expect(formatDate(AFTERNOON, US)).toBe('03/07/2026');
    expect(formatDate(AFTERNOON, EU)).toBe('07/03/2026');
    expect(formatDate(AFTERNOON, ISO)).toBe('2026-03-07');
  });

  it('writes the time on a 12- or 24-hour clock, with seconds when asked', () => {
    expect(formatTime(AFTERNOON, US)).toBe('2:05 PM');
    expect(formatTime(AFTERNOON, EU)).toBe('14:05');
    expect(formatTime(AFTERNOON, EU, { seconds: true })).toBe('14:05:09');
    expect(formatTime(new Date(2026, 0, 1, 0, 30), US)).toBe('12:30 AM');
    expect(formatTime(new Date(2026, 0, 1, 9, 0), EU)).toBe('09:00');
  });

  it('joins both for a moment; ISO strings and epoch milliseconds are read as moments', () => {
    expect(formatDateTime(AFTERNOON, US)).toBe('03/07/2026 2:05 PM');
    expect(formatDateTime(AFTERNOON.toISOString(), ISO)).toBe('2026-03-07 14:05');
    expect(formatDateTime(AFTERNOON.getTime(), EU)).toBe('07/03/2026 14:05');
  });

  it('keeps a calendar day and a wall-clock time as written, whatever the zone', () => {
    expect(formatDate('2026-11-21', US)).toBe('11/21/2026');
    expect(formatDate('2026-11-21', EU)).toBe('21/11/2026');
    expect(formatTime('09:00', US)).toBe('9:00 AM');
    expect(formatTime('21:30', EU)).toBe('21:30');
  });

  it("shows a moment in a given zone (an automation's)", () => {
    const utcNoon = '2026-11-25T12:15:00.000Z';
    expect(formatDateTime(utcNoon, US, { timeZone: 'UTC' })).toBe('11/25/2026 12:15 PM');
    expect(formatDateTime(utcNoon, EU, { timeZone: 'Asia/Tokyo' })).toBe('25/11/2026 21:15');
  });

  it('shows an unreadable value as it came rather than a wrong date', () => {
    expect(formatDateTime('not a date', US)).toBe('not a date');
    expect(formatDate(Number.NaN, US)).toBe('');
  });
});
