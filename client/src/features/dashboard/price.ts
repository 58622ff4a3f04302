/**
 * A plan's monthly price in US dollars, in the interface language's way of writing money ("$9.99",
 * "9,99 $"): whole dollars without cents, as formatPlanPrice (common/plans.ts) writes them in English.
 */
export function formatPrice(price: number, locale: string): string {
  const digits = Number.isInteger(price) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price);
}
