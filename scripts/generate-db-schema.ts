/**
 * Writes server/db/schema.ts from the migrations (`npm run db:schema`); see scripts/lib/db-schema.ts.
 */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { SCHEMA_FILE, generateDbSchema } from './lib/db-schema.js';

await writeFile(SCHEMA_FILE, await generateDbSchema());
console.log(`wrote ${relative(process.cwd(), SCHEMA_FILE)}`);
