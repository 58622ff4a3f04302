import { i18n } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number formatter for the interface language, made once per options and language: counts,
 * costs and sizes read as a speaker of that language writes them ("1,234", "1.234", "0,25 $").
 */
export function numberFormat(options: Intl.NumberFormatOptions = {}, locale = i18n.locale): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** US dollars with exactly `digits` decimals, in the interface language. */
export const usdFormat = (digits: number) =>
  numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * US dollars in English, written as Intl writes them ("$9.99", "$0", "$0.002"), without Intl: the
 * first currency formatter a page makes loads the browser's currency data, one of the longest tasks
 * of the pricing page's first render, and an English visitor's prices need none of it. Amounts
 * that would take a sign or a thousands separator are left to Intl.
 */
function englishUsd(amount: number, minDigits: number, maxDigits: number): string | undefined {
  // Intl rounds the shortest decimal that reads back as the number ("1.005" to "1.01"), not its
  // binary value as toFixed does ("1.00"): so the decimal text is rounded, half away from zero.
  const text = String(amount);
  if (!(amount >= 0) || text.includes('e')) return undefined;
  const [whole, fraction = ''] = text.split('.');
  let units = Number(whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0'));
  if ((fraction[maxDigits] ?? '0') >= '5') units += 1;
  const scaled = String(units).padStart(maxDigits + 1, '0');
  const dollars = scaled.slice(0, scaled.length - maxDigits);
  if (dollars.length > 3) return undefined;
  let cents = scaled.slice(scaled.length - maxDigits);
  while (cents.length > minDigits && cents.endsWith('0')) cents = cents.slice(0, -1);
  return cents ? `$${dollars}.${cents}` : `$${dollars}`;
}

/** US dollars with `minDigits` to `maxDigits` decimals, as `locale` writes them ("$9.99", "9,99 $US"). */
export function formatUsd(amount: number, minDigits: number, maxDigits: number, locale = i18n.locale): string {
  const english = locale === 'en' ? englishUsd(amount, minDigits, maxDigits) : undefined;
  return (
    english ??
    numberFormat(
      { style: 'currency', currency: 'USD', minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits },
      locale,
    ).format(amount)
  );
}

/** A plan's monthly price: whole dollars without cents ("$19", "$9.50"), as formatPlanPrice (common/plans.ts) writes them in English. */
export function planPrice(price: number, locale = i18n.locale): string {
  const digits = Number.isInteger(price) ? 0 : 2;
  return formatUsd(price, digits, digits, locale);
}

/** A file's size in the interface language: "820 kB", "3.4 MB" (decimal units, as file pickers show them). */
export function fileSizeFormat(bytes: number): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [Math.max(bytes / 1e3, 0.1), 'kilobyte'];
  return numberFormat({ style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(
    value,
  );
}
