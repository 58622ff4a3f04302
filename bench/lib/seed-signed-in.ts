import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createDraft } from '../../server/services/email-drafts';
import { createSession } from '../../server/services/sessions';
import { createUser } from '../../server/services/users';

const SESSION_COOKIE = 'agentops_session';

/**
 * Accounts with a session and three drafts each, written straight into the database (sign-up's
 * argon2 is not what the signed-in suites measure), fifty to a transaction. Returns each account's
 * session cookie.
 */
export async function seedSignedInAccounts(db: Kysely<Database>, count: number, label: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => i + j);
    const made = await db.transaction().execute((trx) =>
      Promise.all(
        batch.map(async (n) => {
          const user = await createUser(trx, {
            email: `bench-${label}-${n}@example.test`,
            firstName: 'Bench',
            lastName: `User ${n}`,
            passwordHash: null,
          });
          for (let d = 0; d < 3; d++) {
            await createDraft(trx, user.id, { type: 'draft', subject: `Draft ${d}`, body: `Body of draft ${d}` });
          }
          const session = await createSession(trx, user.id, { userAgent: 'bench' });
          if (!session) throw new Error('no session for a seeded account');
          return `${SESSION_COOKIE}=${session.token}`;
        }),
      ),
    );
    cookies.push(...made);
  }
  return cookies;
}
