/**
 * Starts what the specs run against, each server with a fresh DATA_DIR (and, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database):
 *
 * - main: the normal server. Its system mail goes to an SMTP capture whose messages the specs
 *   read over HTTP (mail-capture.ts), and it trusts X-Forwarded-For (TRUST_PROXY=true) so that
 *   specs can give each registration its own client address (every browser here is 127.0.0.1,
 *   and sign-ups are limited per address).
 * - maintenance: the maintenance gate on.
 * - oidc: signs in through a real OpenID Provider (server/test/oidc-provider.ts). A separate
 *   instance, because with a provider configured /api/login leaves for the provider instead of
 *   opening the password dialog, which specs on the main server rely on.
 *
 * The URLs reach the workers through the environment (see fixtures.ts). The returned function is
 * Playwright's global teardown: it stops everything and drops the databases.
 */
import { join } from 'node:path';
import {
  freePort,
  snapshotBuild,
  startBuiltServer,
  type BuildSnapshot,
  type BuiltServer,
} from '../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../scripts/lib/test-database';
import { startOidcProvider, type TestOidcProvider } from '../server/test/oidc-provider';
import { E2E_MAIL_FROM, E2E_MAINTENANCE_CODE, E2E_OIDC_ACCOUNTS } from './constants';
import { startMailCapture, type MailCapture } from './mail-capture';

interface Closable {
  close(): Promise<void>;
}
/** The oidc instance and its provider: the provider must know the app's redirect URI before the app starts. */
async function startOidcPair(
  buildRoot: string,
  databaseUrl: string | undefined,
): Promise<{ server: BuiltServer; provider: TestOidcProvider }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const provider = await startOidcProvider({ publicUrl: `http://127.0.0.1:${port}`, accounts: E2E_OIDC_ACCOUNTS });
    try {
      const server = await startBuiltServer({
        name: 'e2e-oidc',
        buildRoot,
        port,
        // openid-client accepts a plain-http (loopback) issuer only outside production.
        env: { ...provider.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl },
      });
      return { server, provider };
    } catch (err) {
      await provider.close();
      if (attempt < 3 && (err as { portInUse?: boolean }).portInUse) continue;
      throw err;
    }
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: BuiltServer[] = [];
  // Closed after the servers, which may still be sending mail or talking to the provider.
  const helpers: Closable[] = [];
  const databases: TestDatabase[] = [];
  let build: BuildSnapshot | undefined;
  const teardown = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await Promise.allSettled(helpers.map((h) => h.close()));
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
    const [mainDb, maintenanceDb, oidcDb] = await Promise.all([
      databaseFor('main'),
      databaseFor('maint'),
      databaseFor('oidc'),
    ]);
    const mail: MailCapture = await startMailCapture();
    helpers.push(mail);
    // Every start is awaited, even after one fails, so that the teardown stops all that came up.
    const [main, maintenance, oidc] = await Promise.allSettled([
      startBuiltServer({
        name: 'e2e-main',
        buildRoot,
        env: { DATABASE_URL: mainDb, SMTP_URL: mail.smtpUrl, MAIL_FROM: E2E_MAIL_FROM, TRUST_PROXY: 'true' },
      }),
      startBuiltServer({
        name: 'e2e-maintenance',
        buildRoot,
        env: { DATABASE_URL: maintenanceDb, MAINTENANCE_CODE: E2E_MAINTENANCE_CODE },
      }),
      startOidcPair(buildRoot, oidcDb).then(({ server, provider }) => {
        helpers.push(provider);
        return server;
      }),
    ]);
    for (const r of [main, maintenance, oidc]) if (r.status === 'fulfilled') servers.push(r.value);
    for (const r of [main, maintenance, oidc]) if (r.status === 'rejected') throw r.reason;
    const url = (r: PromiseSettledResult<BuiltServer>) => (r as PromiseFulfilledResult<BuiltServer>).value.url;
    process.env.E2E_BASE_URL = url(main);
    process.env.E2E_MAINTENANCE_URL = url(maintenance);
    process.env.E2E_OIDC_URL = url(oidc);
    process.env.E2E_MAIL_URL = mail.httpUrl;
    // Where the main server keeps its data, for specs that put an account on a plan (fixtures.ts).
    process.env.E2E_MAIN_DATA_DIR = join((main as PromiseFulfilledResult<BuiltServer>).value.dataDir, 'data');
    if (mainDb) process.env.E2E_MAIN_DATABASE_URL = mainDb;
    const dialect = adminUrl ? `PostgreSQL (${databases.map((d) => d.name).join(', ')})` : 'SQLite';
    if (adminUrl && !process.env.E2E_ALL) {
      console.log(
        'e2e: PostgreSQL pass: the database-free and browser-only specs (playwright.config.ts, DATABASE_FREE_SPECS, BROWSER_ONLY_SPECS) are left out; ' +
          'they run on SQLite, or here with E2E_ALL=1',
      );
    }
    console.log(
      `e2e: servers on ${url(main)}, ${url(maintenance)} (maintenance gate) and ${url(oidc)} (OpenID sign-in), ${dialect}`,
    );
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
