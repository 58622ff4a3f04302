/**
 * Bulk rows for the growth suite, written straight into the server's database: users with one
 * session each (one user made by the service, then copied: no password hashing, no sign-up), and
 * per-user lists of drafts, templates, outbox messages, automations and tasks (one row made by its
 * service, then copied with earlier creation times; see server/test/clone-rows.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AutomationRequestSchema } from '../../common/schemas/automations';
import type { Config } from '../../server/config';
import { encodeCursor } from '../../server/db/keyset';
import type { Database } from '../../server/db/schema';
import { createAutomation } from '../../server/services/automations';
import { createDraft } from '../../server/services/email-drafts';
import { saveAppPasswordAccount } from '../../server/services/email-accounts';
import { createTemplate } from '../../server/services/email-templates';
import { queueEmail } from '../../server/services/outbox';
import { hashToken, SESSION_ABSOLUTE_MS } from '../../server/services/sessions';
import { createTask } from '../../server/services/tasks';
import { createUser } from '../../server/services/users';
import { cloneRows, earlier } from '../../server/test/clone-rows';

const SESSION_COOKIE = 'agentops_session';
/** A session token of the real form (32 bytes, base64url), derived from the user's id. */
const tokenOf = (userId: string) => createHash('sha256').update(`bench-${userId}`).digest('base64url');
const cookieOf = (userId: string) => `${SESSION_COOKIE}=${tokenOf(userId)}`;

/** `count` users (on Pro) with a live session each; answers their ids and cookies. */
export async function seedUsers(db: Kysely<Database>, count: number, label: string) {
  const sample = await createUser(db, {
    email: `growth-${label}@example.test`,
    firstName: 'Growth',
    lastName: label,
    passwordHash: null,
  });
  // On Pro before it is copied, so every copy is (the automations list is a Pro feature).
  await db.updateTable('users').set({ plan: 'pro' }).where('id', '=', sample.id).execute();
  const userIds = await cloneRows(db, 'users', sample.id, count - 1, (i) => ({
    email: `growth-${label}-${i}@example.test`,
  }));
  const now = Date.now();
  for (let start = 0; start < userIds.length; start += 3000) {
    const rows = userIds.slice(start, start + 3000).map((userId) => ({
      id: `s-${userId}`,
      user_id: userId,
      token_hash: hashToken(tokenOf(userId)),
      user_agent: 'bench',
      ip: null,
      created_at: now,
      last_seen_at: now,
      expires_at: now + SESSION_ABSOLUTE_MS,
    }));
    await db.insertInto('sessions').values(rows).execute();
  }
  return userIds.map((id) => ({ id, cookie: cookieOf(id) }));
}

export const LISTS = ['drafts', 'templates', 'outbox', 'automations', 'tasks'] as const;
export type ListName = (typeof LISTS)[number];

const TABLE: Record<ListName, keyof Database> = {
  drafts: 'email_drafts',
  templates: 'email_templates',
  outbox: 'email_outbox',
  automations: 'automations',
  tasks: 'tasks',
};
export const LIST_PATH: Record<ListName, string> = {
  drafts: '/api/email/drafts',
  templates: '/api/email/templates',
  outbox: '/api/email/outbox',
  automations: '/api/automations',
  tasks: '/api/tasks',
};

async function sampleRow(db: Kysely<Database>, config: Config, list: ListName, userId: string): Promise<string> {
  switch (list) {
    case 'drafts':
      return (await createDraft(db, userId, { type: 'draft', subject: 'Growth', body: 'A draft of the growth bench' }))
        .id;
    case 'templates':
      return (await createTemplate(db, userId, { name: 'Growth', category: 'Bench', subject: 'Hi', body: 'Hello' })).id;
    case 'tasks':
      return (await createTask(db, userId, { title: 'Growth', description: 'A task of the growth bench' })).id;
    case 'automations': {
      const fields = AutomationRequestSchema.parse({
        name: 'Growth',
        recipientEmail: 'sam@example.test',
        emailSubject: 'Report',
        emailBody: 'Hi',
      });
      return (await createAutomation(db, userId, fields)).id;
    }
    case 'outbox': {
      const who = { userId, provider: 'icloud' as const, email: `g-${userId}@icloud.example`, displayName: null };
      const account = await saveAppPasswordAccount(db, config, who, 'bench-app-password');
      // A day ahead: the job runner leaves it (and its copies have no job at all).
      const sendAt = Date.now() + 86_400_000;
      const row = await queueEmail(db, {
        userId,
        accountId: account.id,
        to: ['b@example.test'],
        subject: 'G',
        body: 'x',
        sendAt,
      });
      return row.id;
    }
  }
}

/** `rows` rows of one list for the user; answers the cursor of the page that starts halfway. */
export async function seedList(
  db: Kysely<Database>,
  config: Config,
  list: ListName,
  userId: string,
  rows: number,
): Promise<string> {
  const id = await sampleRow(db, config, list, userId);
  const vary = (i: number, row: Record<string, unknown>) => ({
    ...earlier('created_at')(i, row),
    ...(list === 'outbox' ? { idempotency_key: `${String(row.idempotency_key)}-${i}` } : {}),
  });
  await cloneRows(db, TABLE[list], id, rows - 1, vary);
  const anyDb = db as unknown as Kysely<Record<string, { id: string; created_at: number; user_id: string }>>;
  const before = await anyDb
    .selectFrom(TABLE[list])
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(Math.floor(rows / 2) - 1)
    .executeTakeFirstOrThrow();
  return encodeCursor({ sort: Number(before.created_at), id: before.id });
}
