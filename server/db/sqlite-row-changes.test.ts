import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';

/** Always SQLite: what it tests exists only there. */
let db: Db;
let other: Db;
const told: string[] = [];
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-row-changes-'));
  db = createDb({ dataDir, sqliteFile: 'app.db' });
  await migrateToLatest(db.kysely as never, db.dialect);
  other = createDb({ dataDir, sqliteFile: 'app.db' });
  db.rowChanges!.watch(
    [
      { table: 'users', userColumn: 'id' },
      { table: 'sessions', userColumn: 'user_id' },
    ],
    (id) => told.push(id),
  );
});
afterAll(async () => {
  await db.kysely.destroy();
  await other.kysely.destroy();
});

const user = (id: string) => ({
  id,
  email: `${id}@example.test`,
  password_hash: null,
  first_name: null,
  last_name: null,
  created_at: 1,
  updated_at: 1,
});
const session = (id: string, userId: string) => ({
  id,
  user_id: userId,
  token_hash: `hash-${id}`,
  user_agent: null,
  ip: null,
  created_at: 1,
  last_seen_at: 1,
  expires_at: 2,
});

describe('sqliteRowChanges', () => {
  it('names the user of every watched row this connection updates or deletes, not a new one', async () => {
    await db.kysely
      .insertInto('users')
      .values([user('u1'), user('u2')])
      .execute();
    await db.kysely.insertInto('sessions').values(session('s1', 'u1')).execute();
    expect(told).toEqual([]);
    await db.kysely.updateTable('sessions').set({ last_seen_at: 5 }).where('id', '=', 's1').execute();
    await db.kysely.updateTable('users').set({ first_name: 'Ada' }).where('id', '=', 'u2').execute();
    await db.kysely.deleteFrom('users').where('id', '=', 'u1').execute();
    // The session went with its user (a cascade), and was told as well.
    expect(new Set(told)).toEqual(new Set(['u1', 'u2']));
    expect(told.slice(0, 2)).toEqual(['u1', 'u2']);
  });

  it('counts the commits made through other connections, not its own', async () => {
    const before = db.rowChanges!.commitsElsewhere();
    await db.kysely.updateTable('users').set({ first_name: 'Own' }).where('id', '=', 'u2').execute();
    expect(db.rowChanges!.commitsElsewhere()).toBe(before);
    await other.kysely.insertInto('users').values(user('u3')).execute();
    expect(db.rowChanges!.commitsElsewhere()).toBe(before + 1);
    expect(db.rowChanges!.commitsElsewhere()).toBe(before + 1);
  });
});
