import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Fills a table fast for tests and the bench: one stored row copied `n` times with new ids
 * (`<id>-<i>`) and whatever `vary` changes (sort values, unique columns), 50 rows to a statement.
 * Answers the ids of the sample and its copies.
 */
export async function cloneRows(
  db: Kysely<Database>,
  table: keyof Database,
  sampleId: string,
  n: number,
  vary: (i: number, row: Record<string, unknown>) => Record<string, unknown>,
): Promise<string[]> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const sample = await anyDb.selectFrom(table).selectAll().where('id', '=', sampleId).executeTakeFirstOrThrow();
  const ids = [sampleId];
  const columns = Object.keys(sample).length;
  // SQLite takes at most 32,766 parameters a statement.
  const perStatement = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < n; start += perStatement) {
    const rows = Array.from({ length: Math.min(perStatement, n - start) }, (_, j) => {
      const i = start + j;
      return { ...sample, id: `${sampleId}-${i}`, ...vary(i, sample) };
    });
    await anyDb.insertInto(table).values(rows).execute();
    ids.push(...rows.map((r) => r.id as string));
  }
  return ids;
}

/** For `vary`: the sort column a little earlier for each copy, seven copies sharing each value (ties). */
export const earlier = (column: string) => (i: number, row: Record<string, unknown>) => ({
  [column]: Number(row[column]) - Math.floor(i / 7) - 1,
});
