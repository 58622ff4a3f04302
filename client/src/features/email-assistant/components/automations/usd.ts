/** An amount in US dollars in the interface language's number format ("$0.0123", "0,0123 $"). */
export const usd = (amount: number, locale: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
