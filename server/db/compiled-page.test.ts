import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { createDraft, listDrafts } from '../services/email-drafts.js';
import { createUser } from '../services/users.js';

/** The drafts list goes through compiledPage: every page of every user, in order, as before. */
describe('compiledPage', () => {
  let db: Db | undefined;
  afterEach(() => db?.kysely.destroy());

  async function userWithDrafts(name: string, count: number): Promise<{ id: string }> {
    const kysely = db!.kysely;
    const user = await createUser(kysely, {
      email: `${name}@example.test`,
      firstName: name,
      lastName: 'T',
      passwordHash: null,
    });
    // Two drafts share each millisecond, so the id has to break the ties across page boundaries.
    for (let i = 0; i < count; i++) {
      await createDraft(
        kysely,
        user.id,
        { type: 'draft', subject: `${name} ${i}`, body: 'b' },
        1_000 + Math.floor(i / 2),
      );
    }
    return { id: user.id };
  }

  async function everyPage(userId: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listDrafts(db!.kysely, userId, { limit, cursor });
      pages.push(page.rows.map((d) => d.subject));
      cursor = page.next ?? undefined;
    } while (cursor !== undefined);
    return pages;
  }

  it('pages each user through their own drafts, newest first, whatever the page size', async () => {
    db = createDb({ dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(db.kysely as never, db.dialect);
    const ann = await userWithDrafts('ann', 5);
    const bob = await userWithDrafts('bob', 3);
    const all = await listDrafts(db.kysely, ann.id, { limit: 100 });
    const newestFirst = all.rows.map((d) => d.subject);
    expect(newestFirst).toHaveLength(5);
    expect(new Set(newestFirst)).toEqual(new Set(['ann 0', 'ann 1', 'ann 2', 'ann 3', 'ann 4']));
    expect(newestFirst.slice(0, 1)).toEqual(['ann 4']);
    expect(all.next).toBeNull();
    expect(await everyPage(ann.id, 2)).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
    ]);
    // The same shapes again for another user: the values bound are this user's and this cursor's.
    const bobAll = (await listDrafts(db.kysely, bob.id, { limit: 100 })).rows.map((d) => d.subject);
    expect(await everyPage(bob.id, 2)).toEqual([bobAll.slice(0, 2), bobAll.slice(2)]);
    expect(await everyPage(ann.id, 1)).toEqual(newestFirst.map((s) => [s]));
  });
});
