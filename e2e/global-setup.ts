/**
 * Starts the two built servers the specs run against, each with a fresh DATA_DIR (and, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database): a normal one, and one with the
 * maintenance gate on. Their URLs reach the workers through the environment (see fixtures.ts).
 * The returned function is Playwright's global teardown: it stops both and drops the databases.
 */
import { snapshotBuild, startBuiltServer, type BuildSnapshot, type BuiltServer } from '../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../scripts/lib/test-database';
import { E2E_MAINTENANCE_CODE } from './constants';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: BuiltServer[] = [];
  const databases: TestDatabase[] = [];
  let build: BuildSnapshot | undefined;
  const teardown = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    build?.remove();
    const drops = await Promise.allSettled(databases.map((d) => d.drop()));
    for (const d of drops) if (d.status === 'rejected') console.warn(`e2e: could not drop a database: ${d.reason}`);
  };

  try {
    build = snapshotBuild();
    const buildRoot = build.root;
    const adminUrl = process.env.TEST_DATABASE_URL;
    const databaseFor = async (label: string) => {
      if (!adminUrl) return undefined;
      const db = await createTestDatabase(adminUrl, `e2e_${label}`);
      databases.push(db);
      return db.url;
    };
    const [mainDb, maintenanceDb] = await Promise.all([databaseFor('main'), databaseFor('maint')]);
    const started = await Promise.all([
      startBuiltServer({ name: 'e2e-main', buildRoot, env: { DATABASE_URL: mainDb } }),
      startBuiltServer({
        name: 'e2e-maintenance',
        buildRoot,
        env: { DATABASE_URL: maintenanceDb, MAINTENANCE_CODE: E2E_MAINTENANCE_CODE },
      }),
    ]);
    servers.push(...started);
    const [main, maintenance] = started as [BuiltServer, BuiltServer];
    process.env.E2E_BASE_URL = main.url;
    process.env.E2E_MAINTENANCE_URL = maintenance.url;
    const dialect = adminUrl ? `PostgreSQL (${databases.map((d) => d.name).join(', ')})` : 'SQLite';
    console.log(`e2e: servers on ${main.url} and ${maintenance.url} (maintenance gate), ${dialect}`);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
