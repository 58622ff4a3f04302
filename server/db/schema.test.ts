import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE, generateDbSchema, schemaSource } from '../../scripts/lib/db-schema.js';
import { createTestDb } from '../test/test-app.js';
import { migrateToLatest } from './migrate.js';

const OUT_OF_DATE =
  'server/db/schema.ts is not what the migrations produce: run `npm run db:schema` and commit the result (never edit the file by hand)';

describe('server/db/schema.ts', () => {
  const committed = readFileSync(SCHEMA_FILE, 'utf8');
  const dataDir = mkdtempSync(join(tmpdir(), 'agentops-schema-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is byte for byte what `npm run db:schema` generates from the migrations', async () => {
    expect(await generateDbSchema(), OUT_OF_DATE).toBe(committed);
  });

  // The file is generated from SQLite; the same types must come out of the database this run uses
  // (PostgreSQL when TEST_DATABASE_URL is set), migrated the way the server migrates at start-up.
  it("is also what this run's database gives after the same migrations", async () => {
    const { db, drop } = await createTestDb(dataDir);
    try {
      await migrateToLatest(db.kysely as never, db.dialect);
      const source = await schemaSource(db.kysely as never, db.dialect);
      expect(
        source,
        `${db.dialect} gives other types than the committed file. If the first test fails too, run \`npm run db:schema\`; ` +
          'if only this one does, a migration uses a type the two databases read differently (decisions 002 and 029)',
      ).toBe(committed);
    } finally {
      await drop();
    }
  });
});
