import pg from 'pg';
import { NGINX, NGINX_INSTALL } from '../nginx.js';
import { PG_ADMIN_URL } from '../required-postgres.js';

/**
 * What the scale-out test needs from the machine: nginx (Debian's nginx-core) and a reachable
 * PostgreSQL. The test decides what a missing one means (a skip, or with CI a failure at load).
 */

async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return `PostgreSQL at ${new URL(PG_ADMIN_URL).host} is not reachable (${(err as Error).message}); install and start it (apt-get install -y postgresql) or set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What is missing and how to install it, or undefined when the test can run. */
export async function missingRequirement(): Promise<string | undefined> {
  return NGINX ? await postgresProblem() : `nginx is not installed (${NGINX_INSTALL})`;
}
