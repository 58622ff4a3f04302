/**
 * `--pg` (or BENCH_PG=1): each server suite that can (`bothDatabases`) runs once more with its
 * server on a PostgreSQL database of its own, on 127.0.0.1:5432 or the server of TEST_DATABASE_URL
 * (`startBuiltServer({ database: 'postgres' })` creates it and drops it on stop).
 */
export type BenchDatabase = 'sqlite' | 'postgres';

/** Whether this run measures PostgreSQL too. */
export function wantsPostgres(args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return args.includes('--pg') || env.BENCH_PG === '1' || env.BENCH_PG === 'true';
}
