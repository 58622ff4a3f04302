const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** An estimated cost; costs here are often fractions of a cent, so up to four decimals. Null: no known price. */
export function formatUsd(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return 'n/a';
  if (usd > 0 && usd < 0.0001) return '<$0.0001';
  return USD.format(usd);
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 -> "1.2M", for axes and tooltips where space is short. */
export const formatTokens = (tokens: number) => COMPACT.format(tokens);

const WHOLE = new Intl.NumberFormat('en-US');

/** 1234567 -> "1,234,567". */
export const formatCount = (n: number) => WHOLE.format(n);
