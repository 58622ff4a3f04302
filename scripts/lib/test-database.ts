/**
 * A fresh, throw-away PostgreSQL database per server instance, so e2e runs never share state with
 * each other or with a developer's data. Created through the server named by TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  /** Ends every connection to this database (as a restart or failover would); answers how many. */
  terminateConnections(): Promise<number>;
  drop(): Promise<void>;
}

async function withClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(adminUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    terminateConnections: () =>
      withClient(adminUrl, async (c) => {
        const { rows } = await c.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return rows[0]!.n;
      }),
    async drop() {
      if (dropped) return;
      dropped = true;
      // WITH (FORCE) (PostgreSQL 13+) ends connections a killed server may have left behind.
      await withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
