import type { CompiledQuery, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { compiledOnce } from './compiled-once.js';
import { decodeCursor, pageAt } from './keyset.js';
import type { Database } from './schema.js';

/** Stand-ins for a cursor's sort value and id while a page query is compiled (see compiledOnce). */
const CURSOR_SLOTS = [-7, '\u0000cursor-id'] as const;

export interface PageOrder {
  sort: string;
  id: string;
  direction: 'asc' | 'desc';
}

/**
 * A keyset-paged list query (db/keyset.ts) whose SQL is compiled once per shape, a page size with
 * or without a cursor, and then run with each call's own values: building and compiling it cost
 * more than the indexed read of a page. `list` builds the query without its paging, from the
 * placeholder values in `slots` (db/compiled-once.ts); only SQL is kept, never a row.
 */
export function compiledPage<R, A extends unknown[]>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's tables: only the order's two columns are named here
  list: (db: Kysely<Database>, ...slots: A) => SelectQueryBuilder<any, any, R>,
  slots: A,
  order: PageOrder,
): (db: Kysely<Database>, page: PageQuery, ...values: A) => CompiledQuery<R> {
  const shapes = new Map<string, (db: Kysely<Database>, ...values: unknown[]) => CompiledQuery<R>>();
  const shapeOf = (limit: number, afterCursor: boolean) => {
    const key = `${limit}${afterCursor ? '+' : ''}`;
    let shape = shapes.get(key);
    if (!shape) {
      const [sort, id] = CURSOR_SLOTS;
      const position = afterCursor ? { sort, id } : undefined;
      shape = compiledOnce(
        (db, ...all: unknown[]) =>
          list(db, ...(all.slice(0, slots.length) as A))
            .$call(pageAt(order.sort, order.id, order.direction, limit, position))
            .compile(),
        [...slots, ...CURSOR_SLOTS],
      );
      shapes.set(key, shape);
    }
    return shape;
  };
  return (db, page, ...values) => {
    const position = decodeCursor(page.cursor);
    return shapeOf(page.limit, position !== undefined)(db, ...values, position?.sort, position?.id);
  };
}

/** The tables listed per user, newest first: each has the user, the time of creation and an id. */
export type UserListTable = {
  [T in keyof Database]: Database[T] extends { user_id: unknown; created_at: unknown; id: unknown } ? T : never;
}[keyof Database];

/** A user's rows of `table`, newest first, the id breaking ties within a millisecond. */
export function newestFirstOfUser<T extends UserListTable>(table: T) {
  return compiledPage(
    (db, userId: string) =>
      db
        .selectFrom(table as UserListTable)
        .selectAll()
        .where('user_id', '=', userId) as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>,
    ['\u0000user-id'],
    { sort: 'created_at', id: 'id', direction: 'desc' },
  );
}
