import { getDisplayPreferences, useDisplayPreferences, type DisplayPreferences } from './display-preferences';

/**
 * The one formatter for every date and time the product shows, in the user's date format
 * (MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD) and time format (12h, 24h). Components call
 * `useDateFormat()`, which re-renders them when a preference changes; code outside rendering (a
 * toast's text, a model's summary) calls the functions, which read the current preferences. Formats
 * the specification fixes (the chats' 24-hour hh:mm:ss stamps) stay with their views.
 */

type DateInput = string | number | Date;
type Prefs = Pick<DisplayPreferences, 'dateFormat' | 'timeFormat' | 'language'>;

interface FormatOptions {
  /** Show the seconds too. */
  seconds?: boolean;
  /** An IANA zone to show the moment in (an automation's); the browser's zone without it. */
  timeZone?: string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A calendar day ("2026-11-21", a due date) is that day wherever the reader is, and a wall-clock
 * time ("09:00", a daily schedule) is that time, not a moment shifted from UTC.
 */
function toDate(value: DateInput): Date | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const clock = CLOCK.exec(value);
    if (clock) return new Date(2000, 0, 1, Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What an unreadable value shows: the text it came as, so nothing silently turns into a wrong date. */
const unreadable = (value: DateInput) => (typeof value === 'string' ? value : '');

// ICU puts a narrow no-break space before AM/PM in some versions and not others; one plain space
// keeps the text the same in every browser.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

function dateParts(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  return { y: parts.year ?? '', m: parts.month ?? '', d: parts.day ?? '' };
}

export function formatDate(value: DateInput, prefs: Prefs = getDisplayPreferences(), options: FormatOptions = {}) {
  const date = toDate(value);
  if (!date) return unreadable(value);
  const { y, m, d } = dateParts(date, options.timeZone);
  switch (prefs.dateFormat) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYY-MM-DD':
      return `${y}-${m}-${d}`;
    default:
      return `${m}/${d}/${y}`;
  }
}

/** The hour cycle is the preference; the AM/PM words come from Intl in the interface language. */
export function formatTime(value: DateInput, prefs: Prefs = getDisplayPreferences(), options: FormatOptions = {}) {
  const date = toDate(value);
  if (!date) return unreadable(value);
  const twelve = prefs.timeFormat === '12h';
  const text = new Intl.DateTimeFormat(prefs.language, {
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    second: options.seconds ? '2-digit' : undefined,
    hourCycle: twelve ? 'h12' : 'h23',
    timeZone: options.timeZone,
  }).format(date);
  return plainSpaces(text);
}

export function formatDateTime(
  value: DateInput,
  prefs: Prefs = getDisplayPreferences(),
  options: FormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return unreadable(value);
  return `${formatDate(date, prefs, options)} ${formatTime(date, prefs, options)}`;
}

/** The three formatters bound to the current preferences; the caller re-renders when they change. */
export function useDateFormat() {
  const prefs = useDisplayPreferences();
  return {
    date: (value: DateInput, options?: FormatOptions) => formatDate(value, prefs, options),
    time: (value: DateInput, options?: FormatOptions) => formatTime(value, prefs, options),
    dateTime: (value: DateInput, options?: FormatOptions) => formatDateTime(value, prefs, options),
  };
}
