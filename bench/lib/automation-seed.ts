/**
 * Rows for the automation benchmarks, written straight into a migrated database in multi-row
 * inserts: users (signed in recently, so the inactivity rule stays out of the way), one linked
 * app-password mailbox each, and their automations. Sign-up, linking and the form are not what is
 * measured, only what the scheduler and the triggers do with rows that already exist.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Config } from '../../server/config';
import type { AutomationTable, Database } from '../../server/db/schema';
import { sealSecret } from '../../server/services/email-accounts';

/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits at ~30 columns. */
const BATCH = 500;

export interface SeededUser {
  userId: string;
  accountId: string;
  email: string;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * `count` users, each with one active iCloud mailbox whose app password is sealed with `config`'s
 * key (the readers open it), last signed in at `now`.
 */
export async function seedUsers(
  db: Kysely<Database>,
  config: Config,
  o: { count: number; now: number; label: string; password: string; emailOf?: (i: number) => string },
): Promise<SeededUser[]> {
  const users = Array.from({ length: o.count }, (_, i) => ({
    userId: randomUUID(),
    accountId: randomUUID(),
    email: o.emailOf?.(i) ?? `bench-${o.label}-${i}@example.test`,
  }));
  await insertInBatches(users, (batch) =>
    db
      .insertInto('users')
      .values(
        batch.map((u, i) => ({
          id: u.userId,
          email: u.email,
          first_name: 'Bench',
          last_name: `User ${i}`,
          password_hash: null,
          timezone: 'UTC',
          last_sign_in_at: o.now,
          created_at: o.now,
          updated_at: o.now,
        })),
      )
      .execute(),
  );
  await insertInBatches(users, (batch) =>
    db
      .insertInto('email_accounts')
      .values(
        batch.map((u) => ({
          id: u.accountId,
          user_id: u.userId,
          provider: 'icloud' as const,
          email: u.email,
          display_name: null,
          auth_type: 'app_password' as const,
          app_password_enc: sealSecret(config, u.userId, 'app_password_enc', o.password),
          access_token_enc: null,
          refresh_token_enc: null,
          token_expires_at: null,
          scope: null,
          is_active: 1,
          needs_reauth: 0,
          sync_enabled: 1,
          created_at: o.now,
          updated_at: o.now,
        })),
      )
      .execute(),
  );
  return users;
}

export type AutomationSeed = Omit<
  Insertable<AutomationTable>,
  'id' | 'user_id' | 'account_id' | 'name' | 'expires_at' | 'created_at' | 'updated_at'
>;

/** `perUser` automations for each user (from `fields`), created a day before `now`; answers their ids. */
export async function seedAutomations(
  db: Kysely<Database>,
  users: SeededUser[],
  o: { total: number; now: number; fields: (i: number) => AutomationSeed },
): Promise<string[]> {
  const created = o.now - 24 * 60 * 60_000;
  const rows: Insertable<AutomationTable>[] = Array.from({ length: o.total }, (_, i) => {
    const user = users[i % users.length]!;
    return {
      id: randomUUID(),
      user_id: user.userId,
      account_id: user.accountId,
      name: `Bench automation ${i}`,
      status: 'active',
      timezone: 'UTC',
      expires_at: created + 365 * 24 * 60 * 60_000,
      created_at: created,
      updated_at: created,
      ...o.fields(i),
    };
  });
  await insertInBatches(rows, (batch) => db.insertInto('automations').values(batch).execute());
  return rows.map((r) => r.id);
}

/** The fields of an active send_email automation on a 15-minute interval whose next run is `dueAt`. */
export const dueSendEmail =
  (dueAt: number) =>
  (i: number): AutomationSeed => ({
    trigger_type: 'schedule',
    action_type: 'send_email',
    schedule_type: 'interval',
    interval_value: 15,
    interval_unit: 'minutes',
    recipient_email: `recipient-${i % 97}@example.test`,
    email_subject: `Weekly figures {{date}}`,
    email_body: `Hello,\n\nthe figures of automation ${i} are attached in spirit.\n\n-- {{automation}}`,
    hold_seconds: 120,
    next_run_at: dueAt,
  });

export async function countRows(
  db: Kysely<Database>,
  table: 'automation_runs' | 'email_outbox' | 'jobs' | 'tasks',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
