/**
 * A mail trigger scan in a child process for the kill -9 test
 * (server/services/mail-triggers-crash.test.ts): it opens the database the parent names and scans
 * one account once, so the parent can kill it in the middle. Run with `node --import tsx`.
 *
 * Environment: WORKER_CONFIG (JSON env for loadConfig), WORKER_SQLITE_DIR (folder of app.db) or
 * WORKER_DATABASE_URL + WORKER_PG_SCHEMA, WORKER_ACCOUNT (the account id). Prints `done <result>`.
 */
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { mailTriggerDeps, scanAccount } from '../services/mail-triggers.js';

const env = process.env;
const config = loadConfig(JSON.parse(env.WORKER_CONFIG ?? '{}') as NodeJS.ProcessEnv);
const db = env.WORKER_DATABASE_URL
  ? createDb({ databaseUrl: env.WORKER_DATABASE_URL, pgSchema: env.WORKER_PG_SCHEMA, dataDir: config.DATA_DIR })
  : createDb({ dataDir: env.WORKER_SQLITE_DIR!, sqliteFile: 'app.db' });

process.stdout.write('ready\n');
const result = await scanAccount(mailTriggerDeps(db.kysely, config), env.WORKER_ACCOUNT!, Date.now());
process.stdout.write(`done ${JSON.stringify(result)}\n`);
await db.kysely.destroy();
