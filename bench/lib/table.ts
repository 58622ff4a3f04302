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

/**
 * The same suite on SQLite and on PostgreSQL, one line per figure with both values side by side;
 * the result is FAIL when either misses the budget. Figures only one run has keep an empty cell.
 */
export function formatSideBySide(sqlite: BenchRow[], postgres: BenchRow[]): string {
  const names = [...new Set([...sqlite.map((r) => r.name), ...postgres.map((r) => r.name)])];
  const cells = names.map((name) => {
    const a = sqlite.find((r) => r.name === name);
    const b = postgres.find((r) => r.name === name);
    const passes = [a?.pass, b?.pass].filter((p) => p !== undefined);
    const notes = [a?.note && `SQLite: ${a.note}`, b?.note && `PostgreSQL: ${b.note}`].filter(Boolean);
    return [
      name,
      a ? String(a.value) : '',
      b ? String(b.value) : '',
      (a ?? b)!.unit,
      (a ?? b)!.budget ?? '',
      passes.length === 0 ? '' : passes.every(Boolean) ? 'PASS' : 'FAIL',
      notes.join('; '),
    ];
  });
  const header = ['name', 'SQLite', 'PostgreSQL', 'unit', 'budget', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    '  ' +
    c
      .map((v, i) => (i === 1 || i === 2 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
