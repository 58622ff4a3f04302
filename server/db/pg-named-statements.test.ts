import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../scripts/lib/test-database.js';
import { requiredPostgresDatabase } from '../test/required-postgres.js';
import { isNameable, namedStatementsClient, statementName } from './pg-named-statements.js';

/** The pool's clients on PostgreSQL (server/db/database.ts); always on a database of its own. */
let database: TestDatabase;
const clients: pg.Client[] = [];

async function connect(named = true): Promise<pg.Client> {
  const Client = named ? namedStatementsClient(pg.Client) : pg.Client;
  const client = new Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

const prepared = async (client: pg.Client) =>
  // A config object goes to pg as it is, so this question is not itself prepared.
  (await client.query<{ name: string }>({ text: 'select name from pg_prepared_statements' })).rows.map((r) => r.name);

beforeAll(async () => {
  database = await requiredPostgresDatabase('dbr_named');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await database?.drop();
});

describe('named statements on PostgreSQL', () => {
  it('prepares a query once per connection and answers like an unnamed one', async () => {
    const client = await connect();
    const text = 'select $1::int + 1 as n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect(await prepared(client)).toEqual([statementName(text)]);
  });

  it('leaves scripts, bulk statements and callbacks to pg as they were', async () => {
    const client = await connect();
    // Two statements in one text only work unnamed (the simple protocol).
    await client.query('create table script_t (n int); insert into script_t values (1)');
    const many = Array.from({ length: 70 }, (_, i) => i);
    const bulk = `insert into script_t (n) values ${many.map((i) => `($${i + 1})`).join(', ')}`;
    expect((await client.query(bulk, many)).rowCount).toBe(70);
    expect(await prepared(client)).toEqual([]);
    expect(isNameable('  SELECT 1', [])).toBe(true);
    expect(isNameable('begin', [])).toBe(false);
  });

  it('prepares afresh when another instance changed the columns under a prepared statement', async () => {
    const client = await connect();
    const other = await connect(false);
    await other.query('create table moving_t (n int); insert into moving_t values (1)');
    expect((await client.query('select * from moving_t', [])).rows).toEqual([{ n: 1 }]);
    await other.query('alter table moving_t add column m int default 2');
    expect((await client.query('select * from moving_t', [])).rows).toEqual([{ n: 1, m: 2 }]);

    // Inside a transaction the refusal has aborted it: that transaction fails, the next one works.
    const third = await connect();
    await third.query('select * from moving_t', []);
    await other.query('alter table moving_t add column o int default 3');
    await third.query('begin');
    const inside = await third.query('select * from moving_t', []).then(
      () => 'answered',
      (err: Error) => err.message,
    );
    await third.query('rollback');
    expect(['answered', 'cached plan must not change result type']).toContain(inside);
    expect((await third.query('select * from moving_t', [])).rows).toEqual([{ n: 1, m: 2, o: 3 }]);
  });
});
