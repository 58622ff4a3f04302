import { sql, type CompiledQuery, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { batchCallsPer } from '../lib/batch-calls.js';
import { compiledOnce } from './compiled-once.js';
import type { UserListTable } from './compiled-page.js';
import { decodeCursor } from './keyset.js';
import type { Database } from './schema.js';

/** One request's page: whose rows, how many (one beyond the page, see `toPage`) and after which row. */
interface WantedPage {
  user_id: string;
  lim: number;
  sort?: number;
  after_id?: string;
}

/** A row as read, with the number of the request it belongs to. */
type NumberedRow<T extends UserListTable> = Selectable<Database[T]> & { wanted_n: number };

/**
 * The pages of a user's rows newest first (as `newestFirstOfUser` reads them, one beyond the page)
 * that requests arriving together ask for, read in one statement on PostgreSQL: one round trip and
 * one execution for many requests, where each request's own was most of what its list cost.
 *
 * Each request's page is read on its own, by the list's index, in a lateral subquery; the requests
 * go in as one json value, so the planner cannot see how many there are and one kept plan serves
 * every batch (an array would make it plan each execution anew, see `sessionsLookup`). A first page
 * and a page after a cursor are two statements, each with the index condition of its own shape.
 *
 * Every call still reads the database after it was made, so a row committed before a request
 * arrived is in its page.
 */
export function batchedNewestFirstOfUser<T extends UserListTable>(table: T) {
  const statement = (afterCursor: boolean) =>
    compiledOnce<NumberedRow<T>, [string]>(
      (db, wanted) => {
        // The list's table is known only as one of several; the query names its columns itself.
        const [userId, createdAt, id] = ['user_id', 'created_at', 'id'].map((c) => sql.ref(`${table}.${c}`));
        const rows = db
          .selectFrom(table as UserListTable)
          .selectAll()
          .where(userId!, '=', sql.ref<string>('wanted.user_id')) as unknown as SelectQueryBuilder<Database, T, object>;
        const page = (
          afterCursor ? rows.where(sql<boolean>`(${createdAt!}, ${id!}) < (wanted.sort, wanted.after_id)`) : rows
        )
          .orderBy(createdAt!, 'desc')
          .orderBy(id!, 'desc')
          .limit(sql.ref<number>('wanted.lim'));
        return db
          .selectFrom(
            sql`json_to_recordset(${wanted}::json)`.as<'wanted'>(
              sql`wanted(n integer, user_id text, lim integer, sort bigint, after_id text)`,
            ),
          )
          .crossJoinLateral(page.as('page'))
          .selectAll('page')
          .select(sql<number>`wanted.n`.as('wanted_n'))
          .orderBy(sql.ref('wanted.n'))
          .orderBy(sql.ref('page.created_at'), 'desc')
          .orderBy(sql.ref('page.id'), 'desc')
          .compile() as CompiledQuery<NumberedRow<T>>;
      },
      ['\u0000wanted'],
    );
  const statements = [statement(false), statement(true)] as const;

  // Per database and statement: the pages of the requests that arrived together.
  const [firstPages, laterPages] = statements.map((compiled) =>
    batchCallsPer(async (db: Kysely<Database>, wanted: WantedPage[]) => {
      const numbered = wanted.map((w, n) => ({ n, ...w }));
      const { rows } = await db.executeQuery(compiled(db, JSON.stringify(numbered)));
      const pages = wanted.map((): Selectable<Database[T]>[] => []);
      for (const { wanted_n, ...row } of rows) pages[wanted_n]!.push(row as unknown as Selectable<Database[T]>);
      return pages;
    }),
  );

  /** `page`'s rows of the user's, newest first, one beyond the page when another page follows. */
  return (db: Kysely<Database>, page: PageQuery, userId: string): Promise<Selectable<Database[T]>[]> => {
    const position = decodeCursor(page.cursor);
    const wanted = { user_id: userId, lim: page.limit + 1 };
    return position
      ? laterPages!(db)({ ...wanted, sort: position.sort, after_id: position.id })
      : firstPages!(db)(wanted);
  };
}
