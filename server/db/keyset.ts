import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { PAGE_SIZE_MAX, type PageQuery } from '../../common/schemas/paging.js';
import { invalid } from '../lib/domain-error.js';

/**
 * Keyset paging: a page is the rows after the last one of the previous page in the list's own
 * order (a sort column, then the id), so a deep page costs what the first one does (no OFFSET that
 * walks the skipped rows) and a row added or removed meanwhile does not shift the others. The
 * cursor is that last row's sort value and id, base64url-encoded; callers treat it as opaque.
 */
export interface PagePosition {
  sort: number;
  id: string;
}

export interface Page<Row> {
  rows: Row[];
  /** The cursor of the following page, or null when this one is the last. */
  next: string | null;
}

export const BAD_CURSOR_MESSAGE = 'This page cursor is not valid: start again from the first page.';

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.sort}:${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (cursor === undefined) return undefined;
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  const sort = Number(decoded.slice(0, colon));
  const id = decoded.slice(colon + 1);
  if (colon < 1 || !Number.isSafeInteger(sort) || id === '') throw invalid(BAD_CURSOR_MESSAGE, 'bad_cursor');
  return { sort, id };
}

/**
 * The condition "after this position" for a list ordered by (sort, id), both in `direction`. A row
 * value comparison, which SQLite and PostgreSQL both answer from an index on (…, sort, id).
 */
export function afterPosition(
  sortColumn: string,
  idColumn: string,
  direction: 'asc' | 'desc',
  position: PagePosition,
): Expression<SqlBool> {
  const op = direction === 'desc' ? sql.raw('<') : sql.raw('>');
  return sql<SqlBool>`(${sql.ref(sortColumn)}, ${sql.ref(idColumn)}) ${op} (${position.sort}, ${position.id})`;
}

/**
 * For `.$call()`: the page's place in a query ordered by (sort, id) in `direction`, the order added
 * here too, and one row beyond the page (see `toPage`).
 */
export function keysetPage(sortColumn: string, idColumn: string, direction: 'asc' | 'desc', page: PageQuery) {
  return pageAt(sortColumn, idColumn, direction, page.limit, decodeCursor(page.cursor));
}

/** `keysetPage` with the cursor already decoded (or none, for the first page). */
export function pageAt(
  sortColumn: string,
  idColumn: string,
  direction: 'asc' | 'desc',
  limit: number,
  position: PagePosition | undefined,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's rows: only the two columns named here are used
  return <QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB => {
    const after = position ? query.where(afterPosition(sortColumn, idColumn, direction, position)) : query;
    return after
      .orderBy(sql.ref(sortColumn), direction)
      .orderBy(sql.ref(idColumn), direction)
      .limit(limit + 1) as QB;
  };
}

/** The position of a row whose sort column is a millisecond timestamp (a string from PostgreSQL's bigint). */
export const positionOf =
  <K extends string>(sortKey: K) =>
  (row: Record<K, number | string | bigint> & { id: string }): PagePosition => ({
    sort: Number(row[sortKey]),
    id: row.id,
  });

/**
 * Cuts the `limit + 1` rows a query fetched down to one page: the extra row only says that another
 * page follows, whose cursor is the position of this page's last row.
 */
export function toPage<Row>(rows: Row[], limit: number, positionOf: (row: Row) => PagePosition): Page<Row> {
  if (rows.length <= limit) return { rows, next: null };
  const pageRows = rows.slice(0, limit);
  return { rows: pageRows, next: encodeCursor(positionOf(pageRows[pageRows.length - 1] as Row)) };
}

/**
 * Every row of a list, page after page: for the account export, which promises everything kept.
 */
export async function everyRow<Row>(fetchPage: (page: PageQuery) => Promise<Page<Row>>): Promise<Row[]> {
  const all: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage({ limit: PAGE_SIZE_MAX, cursor });
    all.push(...page.rows);
    cursor = page.next ?? undefined;
  } while (cursor !== undefined);
  return all;
}
