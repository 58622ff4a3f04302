/** One measured figure. `pass` is set when there is a budget. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** Human-readable budget, e.g. "<= 120". */
  budget?: string;
  pass?: boolean;
  note?: string;
}

export interface BenchContext {
  /** Where the snapshot of dist/ lives: pass it to startBuiltServer as buildRoot. */
  buildRoot: string;
  /** The database the suite's servers run on: pass it to startBuiltServer as `database`. */
  database: 'sqlite' | 'postgres';
}

export interface BenchSuite {
  name: string;
  description: string;
  /** Longer than the usual 3 minutes, for a suite whose measure is long by nature (a soak). */
  timeoutMs?: number;
  /** Its servers run on either database: with `--pg` it runs twice, SQLite then PostgreSQL. */
  bothDatabases?: boolean;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}

export function withBudget(row: Omit<BenchRow, 'budget' | 'pass'>, op: '<=' | '<' | '>=', limit: number): BenchRow {
  const pass = op === '<=' ? row.value <= limit : op === '<' ? row.value < limit : row.value >= limit;
  return { ...row, budget: `${op} ${limit}`, pass };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
