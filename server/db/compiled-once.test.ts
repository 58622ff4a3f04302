import { describe, expect, it } from 'vitest';
import { createDb } from './database.js';
import { compiledOnce } from './compiled-once.js';

describe('compiledOnce', () => {
  it('binds each call’s values in place of the slots and keeps the constants', () => {
    const db = createDb({ dataDir: '/nonexistent', sqliteFile: ':memory:' }).kysely;
    let builds = 0;
    const query = compiledOnce(
      (k, email: string, after: number) => {
        builds++;
        return k
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .where('created_at', '>', after)
          .where('plan', '=', 'pro')
          .compile();
      },
      ['\u0000email', -1],
    );
    const first = query(db, 'a@example.test', 5);
    const second = query(db, 'b@example.test', 7);
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['a@example.test', 5, 'pro']);
    expect(second.parameters).toEqual(['b@example.test', 7, 'pro']);
  });
});
