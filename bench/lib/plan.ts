/**
 * Puts a bench account on a plan by writing `users.plan` in the built server's own database (the
 * server reads the user on every request, so the change applies to the next one): no billing
 * provider or admin account is needed to get a Pro user.
 */
import { join } from 'node:path';
import type { BuiltServer } from '../../scripts/lib/built-server';
import { createDb } from '../../server/db/database';

export async function setPlan(
  server: Pick<BuiltServer, 'dataDir' | 'databaseUrl'>,
  email: string,
  plan: 'free' | 'basic' | 'pro',
): Promise<void> {
  const db = createDb({ databaseUrl: server.databaseUrl, dataDir: join(server.dataDir, 'data'), sqliteFile: 'app.db' });
  try {
    const result = await db.kysely
      .updateTable('users')
      .set({ plan })
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`setPlan: no account ${email}`);
  } finally {
    await db.kysely.destroy();
  }
}
