import { i18n } from '@/lib/i18n/i18n';
import { numberFormat } from '@/lib/i18n/number-format';
import { translate } from '../i18n';

const usd = () =>
  numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** An estimated cost; costs here are often fractions of a cent, so up to four decimals. Null: no known price. */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return translate('settings.usage.notAvailable');
  if (value > 0 && value < 0.0001) return `<${usd().format(0.0001)}`;
  return usd().format(value);
}

/** A cost on a chart's axis, with no more decimals than it has: "$3", "$0.05". */
export const formatAxisUsd = (value: number) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 4,
  }).format(value);

/** 1234567 -> "1.2M", for axes and tooltips where space is short. */
export const formatTokens = (tokens: number) =>
  numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(tokens);

/** 1234567 -> "1,234,567". */
export const formatCount = (n: number) => numberFormat({}).format(n);

/** A day of the calendar ("2026-11-25") as month and day in the interface language: "11/25". */
export function formatShortDay(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(day);
}
