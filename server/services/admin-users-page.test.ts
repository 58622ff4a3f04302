import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRows, earlier } from '../test/clone-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { usersPageQuery } from './admin.js';
import { createUser } from './users.js';

/**
 * The admin users list on a table of thousands: each page is read in the order of an index, so
 * neither database reads and sorts every user to answer it. Asked of the database's own planner.
 */

let t: TestApp;
const USERS = 3000;

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
  const db = t.db.kysely;
  const sample = await createUser(db, {
    email: 'page@example.test',
    firstName: 'Page',
    lastName: 'Sample',
    passwordHash: null,
  });
  await cloneRows(db, 'users', sample.id, USERS - 1, (i, row) => ({
    ...earlier('created_at')(i, row),
    email: `page-${i}@example.test`,
  }));
  // The planner's statistics, as a database of this size would have them.
  await db.executeQuery(CompiledQuery.raw('analyze users'));
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function plan(query: { q?: string; limit: number; offset: number }): Promise<string> {
  const compiled = usersPageQuery(t.db.kysely, query, Date.now()).compile();
  const explain = t.db.dialect === 'sqlite' ? 'explain query plan' : 'explain';
  const result = await t.db.kysely.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
}

describe('the admin users list', () => {
  it('reads the first page and a later one in index order, with no sort', async () => {
    for (const page of [
      { limit: 50, offset: 0 },
      { limit: 50, offset: 500 },
    ]) {
      const text = await plan(page);
      if (t.db.dialect === 'sqlite') {
        expect(text).toMatch(/SCAN users USING INDEX users_admin_page/);
        expect(text).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(text).toMatch(/Index Scan using users_admin_page on users/);
        expect(text).not.toMatch(/Sort/);
      }
    }
  });
});
