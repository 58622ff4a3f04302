import { i18n } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number formatter for the interface language, made once per options and language: counts,
 * costs and sizes read as a speaker of that language writes them ("1,234", "1.234", "0,25 $").
 */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${i18n.locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(i18n.locale, options);
    formats.set(key, format);
  }
  return format;
}

/** US dollars with exactly `digits` decimals, in the interface language. */
export const usdFormat = (digits: number) =>
  numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A file's size in the interface language: "820 kB", "3.4 MB" (decimal units, as file pickers show them). */
export function fileSizeFormat(bytes: number): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [Math.max(bytes / 1e3, 0.1), 'kilobyte'];
  return numberFormat({ style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(
    value,
  );
}
