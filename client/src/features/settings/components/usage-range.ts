import type { UsageRange } from '@/lib/queries/usage';
import { translate } from '../i18n';

/** The server's limits (common/schemas/usage.ts), repeated here so zod stays out of the bundle. */
export const RANGE_MAX_DAYS = 366;
export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

// The server counts UTC days, so "today" and the presets are UTC days too.
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const todayUtc = (now = Date.now()) => isoDay(now);

/** The last `days` UTC days, today included. */
export function presetRange(days: number, now = Date.now()): UsageRange {
  const to = todayUtc(now);
  return { from: isoDay(dayMs(to) - (days - 1) * DAY_MS), to };
}

export const rangeDays = (range: UsageRange) => Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;

/** The preset a range equals (ending today), if any, so its button shows as pressed. */
export function presetOf(range: UsageRange, now = Date.now()): number | undefined {
  return RANGE_PRESETS.find((days) => {
    const preset = presetRange(days, now);
    return preset.from === range.from && preset.to === range.to;
  });
}

/** What the server would refuse in the range, said before asking it; null when the range is fine. */
export function rangeProblem(range: UsageRange): string | null {
  if (!range.from || !range.to) return translate('settings.range.chooseBoth');
  if (range.from > range.to) return translate('settings.range.startAfterEnd');
  if (rangeDays(range) > RANGE_MAX_DAYS) return translate('settings.range.tooLong', { max: RANGE_MAX_DAYS });
  return null;
}
