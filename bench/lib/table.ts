import type { BenchRow } from './types';

/** A plain aligned text table: name, value, unit, budget, result, note. */
export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((r) => [
    r.name,
    String(r.value),
    r.unit,
    r.budget ?? '',
    r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
    r.note ?? '',
  ]);
  const header = ['name', 'value', 'unit', 'budget', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    '  ' +
    c
      .map((v, i) => (i === 1 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
