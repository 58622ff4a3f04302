import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AGENTS } from '../../../common/agents/catalogue.js';
import type { Database } from '../../db/schema.js';
import { authed, authedNoBody, registerOnPlan, type Registered } from '../auth-helpers.js';
import { startDovecot, type TestDovecot } from '../dovecot.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../fake-provider.js';
import { appendToInbox, rfc822 } from '../incoming-mail.js';
import { addAppPasswordAccount, targetOf } from '../outbox-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../smtp-sink.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The app the fuzzer and the access matrix attack: every route live (jobs off: sends stay queued),
 * the AI routes on the fake provider, the linked iCloud mailboxes on local servers (a private
 * dovecot for IMAP, an SMTP sink), and users who own one of every resource.
 */

export const APP_PASSWORD = 'fuzz-app-password-0000';
export const AI_KEY = fakeKey();

/**
 * Tables a refused request may still write to, and why. Any other table whose row count a
 * refused request changes is a half-written request.
 */
export const TABLES_THAT_COUNT_REFUSALS: Record<string, string> = {
  rate_limits: 'counts every attempt, refused ones included: that is what a limit is',
};

/**
 * Whether the linked mailboxes can be read. Outside CI a machine that cannot run dovecot (not root,
 * not installed) gets an unreachable IMAP port instead, and says why; under CI startDovecot throws.
 */
export type Mailbox = { reachable: true; server: TestDovecot } | { reachable: false; reason: string };

export interface Target {
  t: TestApp;
  db: Kysely<Database>;
  provider: FakeProvider;
  smtp: SmtpSink;
  mailbox: Mailbox;
  /** Tables whose row counts are compared around a refused request. */
  tables: string[];
  /** Tables with a user_id column (what a user owns besides their users row). */
  ownedTables: string[];
  close(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const [provider, smtp, dovecot] = await Promise.all([
    startFakeProvider(),
    startSmtpSink({ password: APP_PASSWORD, parse: false }),
    startDovecot(APP_PASSWORD),
  ]);
  const mailbox: Mailbox = dovecot.ok
    ? { reachable: true, server: dovecot.server }
    : { reachable: false, reason: dovecot.reason };
  if (!mailbox.reachable) console.warn(`fuzz target without a mailbox server: ${mailbox.reason}`);
  const stopPeers = () =>
    Promise.all([provider.close(), smtp.close(), mailbox.reachable ? mailbox.server.stop() : undefined]);
  const t = await createTestApp(
    {
      AI_BASE_URL: provider.baseUrl,
      AI_MODEL: 'gpt-4o-mini',
      // The test servers' certificates are self-signed.
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_SMTP_HOST: '127.0.0.1',
      ICLOUD_SMTP_PORT: String(smtp.port),
      // The readers and the dry run sign in to the real dovecot (STARTTLS off port 993, as they and
      // the link check require) with APP_PASSWORD, the one password it takes. Linking an app
      // password is refused (400) before anything is saved: dovecot refuses any other password,
      // and with the right one the SMTP check fails, as the sink offers no STARTTLS. Without
      // dovecot nothing listens on port 1 and linking is refused as unreachable.
      ICLOUD_IMAP_HOST: mailbox.reachable ? mailbox.server.host : '127.0.0.1',
      ICLOUD_IMAP_PORT: mailbox.reachable ? String(mailbox.server.port) : '1',
    },
    { startJobs: false },
  ).catch(async (err: unknown) => {
    await stopPeers();
    throw err;
  });
  await t.app.ready();
  const db = t.db.kysely;
  const all = await db.introspection.getTables();
  const tables = all
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && !(name in TABLES_THAT_COUNT_REFUSALS))
    .sort();
  const ownedTables = all
    .filter((table) => table.columns.some((c) => c.name === 'user_id'))
    .map((table) => table.name)
    .sort();
  return {
    t,
    db,
    provider,
    smtp,
    mailbox,
    tables,
    ownedTables,
    close: async () => {
      await t.close();
      await stopPeers();
    },
  };
}

/** Row count of every table in one round trip. */
export async function rowCounts(target: Target): Promise<Record<string, number>> {
  const parts = target.tables.map((name) => sql`select ${name} as t, count(*) as n from ${sql.table(name)}`);
  const { rows } = await sql<{ t: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(
    target.db,
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} -> ${after[k]}`);
}

/** What a user owns, one of each made by createOwner, and the table each lives in. */
export const RESOURCE_TABLES = {
  account: 'email_accounts',
  draft: 'email_drafts',
  template: 'email_templates',
  outbox: 'email_outbox',
  task: 'tasks',
  session: 'sessions',
  automation: 'automations',
  apiToken: 'api_tokens',
  customAgent: 'custom_agents',
} as const;
export type Resource = keyof typeof RESOURCE_TABLES;

/**
 * A user with one of every resource: a linked mailbox (with SEED_MAIL in it when the target has
 * dovecot), a draft, a template, a scheduled message, a task, an automation (active, sending from
 * that mailbox), an API token, a custom agent, usage. Owners are on the Pro plan, which includes all of these.
 */
export interface Owner extends Registered {
  sessionId: string;
  ids: Record<Resource, string>;
}

/** The seeded automation's form: a scheduled email, the specification's defaults otherwise. */
export const SEED_AUTOMATION = {
  name: 'Seed automation',
  recipientEmail: 'sam@example.test',
  emailSubject: 'Seed',
  emailBody: 'Seed automation',
};

/**
 * What each owner finds in their INBOX: a message the seeded dry-run form's keyword matches, and an
 * auto-reply a loop guard skips, so dry runs plan and skip against real mail.
 */
export const SEED_MAIL = [
  { from: 'Ann Sender <ann@example.test>', subject: 'Invoice 42', text: 'The invoice for November.' },
  {
    from: 'Mailer <noreply@example.test>',
    subject: 'Out of office: invoice',
    headers: { 'Auto-Submitted': 'auto-replied' },
  },
];

export async function createOwner(target: Target): Promise<Owner> {
  const { app } = target.t;
  // On Pro: automations and API tokens are Pro features, and every route should be reachable.
  const reg = await registerOnPlan(app, 'pro');
  const session = await target.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', reg.user.id)
    .executeTakeFirstOrThrow();
  // Delivered while the other resources are made (the owner is created often during a fuzz run).
  const mail = target.mailbox.reachable
    ? appendToInbox(target.mailbox.server, reg.email, ...SEED_MAIL.map((spec) => rfc822({ ...spec, to: reg.email })))
    : Promise.resolve([]);
  // Awaited below, after the other seeding; a failure must not go unhandled meanwhile.
  mail.catch(() => undefined);
  const account = await addAppPasswordAccount(targetOf(app), reg.user.id, 'icloud', reg.email, APP_PASSWORD);
  const post = async (url: string, payload: object, status: number) => {
    const res = await app.inject({ method: 'POST', url, headers: authed(reg.cookie), payload });
    if (res.statusCode !== status) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>();
  };
  const draft = await post('/api/email/drafts', { to: 'sam@example.test', subject: 'Seed', body: 'Seed draft' }, 201);
  const template = await post(
    '/api/email/templates',
    { name: 'Seed', category: 'Follow-up', subject: 'Hi {{name}}', body: 'Hello {{name}}' },
    201,
  );
  const task = await post('/api/tasks', { title: 'Seed', description: 'Seed task' }, 201);
  const automation = await post('/api/automations', { ...SEED_AUTOMATION, accountId: account.id }, 201);
  const apiToken = await post('/api/tokens', { name: 'Seed', scopes: ['read'], expiresInDays: 30 }, 201);
  const customAgent = await post(
    '/api/custom-agents',
    { name: 'Seed', description: '', category: 'Business', systemPrompt: 'Seed', model: null, temperature: null },
    201,
  );
  const sendAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  const message = await post(
    '/api/email/send',
    { to: 'sam@example.test', subject: 'Later', body: 'Seed', sendAt },
    202,
  );
  const usage = await app.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers: authed(reg.cookie),
    payload: { agentId: AGENTS[0]!.id, promptTokens: 1, completionTokens: 1 },
  });
  if (usage.statusCode !== 204) throw new Error(`seeding usage: ${usage.statusCode} ${usage.body}`);
  await mail;
  return {
    ...reg,
    sessionId: session.id,
    ids: {
      account: account.id,
      draft: draft.id,
      template: template.id,
      outbox: message.id,
      task: task.id,
      session: session.id,
      automation: automation.id,
      apiToken: (apiToken as unknown as { apiToken: { id: string } }).apiToken.id,
      customAgent: customAgent.id,
    },
  };
}

export async function sessionAlive(target: Target, sessionId: string): Promise<boolean> {
  const row = await target.db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}

/** Ids of every row a user owns, by table (for ids in path params and bodies). */
export async function idsOwnedBy(target: Target, userId: string): Promise<Record<string, string[]>> {
  const ids: Record<string, string[]> = {};
  for (const table of target.ownedTables) {
    const { rows } = await sql<{ id: unknown }>`select * from ${sql.table(table)} where user_id = ${userId}`.execute(
      target.db,
    );
    ids[table] = rows.flatMap((row) => (typeof row.id === 'string' ? [row.id] : []));
  }
  return ids;
}

/** A digest of everything a user owns (their users row and every row with their user_id). */
export async function ownedDigest(target: Target, userId: string): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  const hash = (rows: unknown[]) =>
    createHash('sha256')
      .update(JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()))
      .digest('hex');
  const user = await target.db.selectFrom('users').selectAll().where('id', '=', userId).execute();
  digest.users = hash(user);
  for (const table of target.ownedTables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} where user_id = ${userId}`.execute(target.db);
    // Sessions are touched by every request (last_seen_at): only which ones exist matters.
    digest[table] = hash(table === 'sessions' ? rows.map((r) => r.id) : rows);
  }
  return digest;
}

export { authed, authedNoBody };
