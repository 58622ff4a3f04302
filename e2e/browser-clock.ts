import type { Page } from '@playwright/test';

/**
 * Moments read in the browser, in its time zone: a spec that sets `timezoneId` must compute what
 * the date and time inputs show there, not on this machine. The browser and the server share this
 * machine's clock.
 */

/** Date and time input values and the toast's wording of a moment, all in the browser's zone. */
export interface Slot {
  date: string;
  time: string;
  at: number;
  label: string;
}

/**
 * The first whole minute at least `leadMs` from now (the inputs take minutes), read in the browser:
 * it and the server share this machine's clock.
 */
export async function nextWholeMinute(page: Page, leadMs: number): Promise<Slot> {
  const slot = (await page.evaluate(`(() => {
    const d = new Date(Date.now() + ${leadMs});
    if (d.getSeconds() || d.getMilliseconds()) d.setMinutes(d.getMinutes() + 1, 0, 0);
    const p = (n) => String(n).padStart(2, '0');
    return {
      date: d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()),
      time: p(d.getHours()) + ':' + p(d.getMinutes()),
      at: d.getTime(),
    };
  })()`)) as Omit<Slot, 'label'>;
  return { ...slot, label: shownMoment(slot.date, slot.time) };
}

/**
 * A wall-clock moment as the product shows it with the default display preferences (MM/DD/YYYY,
 * 12-hour; client/src/lib/preferences/date-format.ts): "12/04/2026 9:00 AM".
 */
export function shownMoment(date: string, time: string): string {
  const [y, m, d] = date.split('-');
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 || 12;
  return `${m}/${d}/${y} ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The date `days` from today in the browser's zone, as the date input takes it. */
export const browserDate = (page: Page, days = 0) =>
  page.evaluate(`(() => {
    const d = new Date();
    d.setDate(d.getDate() + ${days});
    const p = (n) => String(n).padStart(2, '0');
    return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate());
  })()`) as Promise<string>;
