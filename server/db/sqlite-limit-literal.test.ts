import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './database.js';

/** The app's SQLite Kysely (database.ts) writes whole-number limits into the SQL text. */
describe('SQLite limits', () => {
  let db: Kysely<{ t: { n: number } }>;
  const open = async () => {
    db = createDb({ dataDir: '', sqliteFile: ':memory:' }).kysely as never;
    await sql`create table t (n integer)`.execute(db);
    await db
      .insertInto('t')
      .values([{ n: 1 }, { n: 2 }, { n: 3 }])
      .execute();
  };
  afterEach(() => db?.destroy());

  it('puts a whole-number limit in the SQL, not in a parameter, and still cuts the rows there', async () => {
    await open();
    const query = db.selectFrom('t').select('n').where('n', '>', 0).orderBy('n').limit(2);
    const compiled = query.compile();
    expect(compiled.sql).toMatch(/ limit 2$/);
    expect(compiled.parameters).toEqual([0]);
    expect(await query.execute()).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('leaves any other limit to a parameter as before', async () => {
    await open();
    const query = db
      .selectFrom('t')
      .select('n')
      .orderBy('n')
      .limit(sql<number>`${1} + 1`);
    const compiled = query.compile();
    expect(compiled.sql).toMatch(/ limit \? \+ 1$/);
    expect(compiled.parameters).toEqual([1]);
    expect(await query.execute()).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
