/**
 * A whole number as `toLocaleString('en-US')` writes it ("100,000"), without Intl. The server
 * builds its validation messages when its modules load, and the first number formatted through
 * Intl maps several megabytes of locale data into the process for as long as it runs.
 */
export function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
