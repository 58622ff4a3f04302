import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { cachingStatements } from './sqlite-statements.js';

/** The prepared-statement cache Kysely's SQLite driver is given (server/db/database.ts). */
describe('cachingStatements', () => {
  const open = () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (n integer)');
    const prepare = vi.spyOn(raw, 'prepare');
    return { raw, prepare, db: cachingStatements(raw, 2) };
  };

  it('compiles each SQL text once and hands the same statement out again', () => {
    const { db, prepare } = open();
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.prepare('insert into t (n) values (?)').run([2]);
    expect(db.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepare).toHaveBeenCalledTimes(2);
    db.close();
  });

  it('gives a fresh statement while the cached one is still stepping through rows', () => {
    const { db } = open();
    db.prepare('insert into t (n) values (1), (2), (3)').run([]);
    const select = db.prepare('select n from t order by n');
    const seen: unknown[] = [];
    for (const row of select.iterate([])) {
      // The same query again in the middle of streaming the first one's rows.
      seen.push(row, db.prepare('select n from t order by n').all([]).length);
    }
    expect(seen).toEqual([{ n: 1 }, 3, { n: 2 }, 3, { n: 3 }, 3]);
    expect(db.prepare('select n from t order by n')).toBe(select);
    db.close();
  });

  it('keeps only the most recently used statements', () => {
    const { db, prepare } = open();
    const a = db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now the most recent
    db.prepare('select 3'); // evicts 'select 2'
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });
});
