import { describe, expect, it, vi } from 'vitest';
import { formatUsd, planPrice } from './number-format';

const intlUsd = (locale: string, amount: number, min: number, max: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(amount);

const AMOUNTS = [
  0.125, 2.675, 999.5, 999.995, 1e-7, 0, 0.002, 0.0049, 0.005, 0.5, 1, 1.005, 9, 9.5, 9.99, 19, 29.994, 29.995, 99.999,
  120, 998.999, 999, 1000, 1234.5, -5,
];
const DIGITS: [number, number][] = [
  [0, 0],
  [2, 2],
  [2, 3],
  [0, 2],
];

describe('US dollars as the interface language writes them', () => {
  it('writes English exactly as Intl does, though without making a currency formatter', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const amount of [0, 0.002, 9.99, 19, 29.995]) formatUsd(amount, 2, 3, 'en');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    for (const amount of AMOUNTS)
      for (const [min, max] of DIGITS)
        expect(formatUsd(amount, min, max, 'en'), `${amount} ${min}-${max}`).toBe(intlUsd('en', amount, min, max));
  });

  it('writes the other languages with Intl', () => {
    for (const locale of ['es', 'fr', 'de', 'zh', 'ja'])
      for (const amount of [0.002, 9.99, 19])
        expect(formatUsd(amount, 2, 3, locale)).toBe(intlUsd(locale, amount, 2, 3));
  });

  it('writes a plan price in whole dollars, or with its cents', () => {
    expect(planPrice(19, 'en')).toBe('$19');
    expect(planPrice(9.5, 'en')).toBe('$9.50');
    expect(planPrice(19, 'fr')).toBe(intlUsd('fr', 19, 0, 0));
  });
});
