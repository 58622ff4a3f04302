import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AutomationFieldsSchema, type AutomationRequest } from '../../common/schemas/automations.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { createAutomation } from '../services/automations.js';
import { registerOnPlan, type Registered } from './auth-helpers.js';
import { selfSignedCert } from './dovecot.js';
import { addAppPasswordAccount, manualClock, targetOf } from './outbox-fixtures.js';
import { createSharedDb, outboxTestEnv, type SharedDb } from './shared-db.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The automation tests' world: an app whose job runner reads a clock the test moves by hand, a
 * user with an iCloud mailbox whose SMTP server is a real sink here (so automated mail is really
 * delivered and its headers can be read), and helpers to make automations and incoming messages.
 */
export const SINK_PASSWORD = 'abcd-efgh-ijkl-mnop';

export interface AutomationWorld {
  t: TestApp;
  db: Kysely<Database>;
  clock: ReturnType<typeof manualClock>;
  sink: SmtpSink;
  close(): Promise<void>;
}

export async function automationWorld(start: number): Promise<AutomationWorld> {
  const clock = manualClock(start);
  const tmp = mkdtempSync(join(tmpdir(), 'agentops-auto-'));
  const sink = await startSmtpSink({ tls: await selfSignedCert(tmp), password: SINK_PASSWORD });
  const t = await createTestApp(
    {
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_SMTP_HOST: '127.0.0.1',
      ICLOUD_SMTP_PORT: String(sink.port),
      ICLOUD_IMAP_HOST: '127.0.0.1',
      ICLOUD_IMAP_PORT: '1',
    },
    { startJobs: false, jobs: { now: clock.now, maxAttempts: 2 } },
  );
  return {
    t,
    db: t.db.kysely,
    clock,
    sink,
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}

export interface AutomationUser extends Registered {
  accountId: string;
  accountEmail: string;
}

/**
 * A registered Pro user (automations are a Pro feature) with one linked iCloud mailbox (its SMTP
 * is the sink), in `timezone`.
 */
export async function userWithMailbox(w: AutomationWorld, timezone = 'UTC'): Promise<AutomationUser> {
  const u = await registerOnPlan(w.t.app, 'pro');
  const accountEmail = `${u.user.id.slice(0, 8)}@icloud.example`;
  const account = await addAppPasswordAccount(targetOf(w.t.app), u.user.id, 'icloud', accountEmail, SINK_PASSWORD);
  await w.db.updateTable('users').set({ timezone }).where('id', '=', u.user.id).execute();
  return { ...u, accountId: account.id, accountEmail };
}

/** An automation saved as the form would save it, at `now`. */
export async function makeAutomation(w: AutomationWorld, userId: string, fields: AutomationRequest, now: number) {
  return createAutomation(w.db, userId, AutomationFieldsSchema.parse(fields), now);
}

/** The form as the service takes it: a scheduled digest email, unless `fields` say otherwise. */
export const digestForm = (fields: AutomationRequest) =>
  AutomationFieldsSchema.parse({
    name: 'Digest',
    recipientEmail: 'sam@example.test',
    emailSubject: 'Digest',
    emailBody: 'Hi',
    ...fields,
  });

/** A registered Pro user (automations need the plan) whose profile timezone is `timezone`. */
export async function userInTimezone(app: FastifyInstance, timezone: string): Promise<Registered> {
  const u = await registerOnPlan(app, 'pro');
  await app.db.kysely.updateTable('users').set({ timezone }).where('id', '=', u.user.id).execute();
  return u;
}

export const SEND_FIELDS = {
  name: 'Report',
  actionType: 'send_email',
  recipientEmail: 'boss@example.test',
  emailSubject: 'Status',
  emailBody: 'All well. {{automation}}',
} as const satisfies AutomationRequest;

let n = 0;
/** An incoming message as the readers hand it over. */
export function incoming(accountId: string, over: Partial<IncomingMessage> = {}): IncomingMessage {
  const id = ++n;
  return {
    accountId,
    messageId: `<m${id}-${process.pid}@sender.example>`,
    providerId: String(id),
    threadId: null,
    from: 'alice@sender.example',
    fromName: 'Alice',
    to: ['me@icloud.example'],
    subject: `Invoice ${id}`,
    text: 'Please find the invoice attached.',
    date: null,
    references: null,
    headers: {},
    ...over,
  };
}

export const automationRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom('automations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const runsOf = (db: Kysely<Database>, automationId: string) =>
  db
    .selectFrom('automation_runs')
    .selectAll()
    .where('automation_id', '=', automationId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();

export const outboxOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('email_outbox').selectAll().where('user_id', '=', userId).orderBy('send_at').execute();

/** A header of a raw message (first occurrence), unfolded. */
export function headerOf(raw: Buffer, name: string): string | undefined {
  const head = raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * `count` active copies of an automation, due at `dueAt` (a schedule every 15 minutes), written in
 * multi-row inserts: the process tests need many due at once. Save the template switched off
 * (isActive false): a running server must not run the template itself before it is removed.
 */
export async function seedDueAutomations(
  db: Kysely<Database>,
  template: { id: string },
  count: number,
  dueAt: number,
): Promise<string[]> {
  const row = await db.selectFrom('automations').selectAll().where('id', '=', template.id).executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, () => {
      const id = randomUUID();
      ids.push(id);
      return { ...row, id, status: 'active' as const, paused_at: null, paused_reason: null, next_run_at: dueAt };
    });
    await db.insertInto('automations').values(batch).execute();
  }
  await db.deleteFrom('automations').where('id', '=', template.id).execute();
  return ids;
}

export interface ProcessTestBed {
  shared: SharedDb;
  sink: SmtpSink;
  /** An app in this process, its jobs off, to seed the database and read it back. */
  app: FastifyInstance;
  /** The environment the server processes start with. */
  config: Record<string, string>;
  close(): Promise<void>;
}

/**
 * For the tests that run servers as child processes: a database they share, the SMTP sink their
 * mail goes to (the iCloud mailbox's server), and an app here to seed the database.
 */
export async function processTestBed(): Promise<ProcessTestBed> {
  const shared = await createSharedDb();
  const sink = await startSmtpSink({ tls: await selfSignedCert(shared.dataDir), password: SINK_PASSWORD });
  const config = outboxTestEnv(shared, sink.port);
  const app = await buildApp({
    config: loadConfig({ ...config, LOG_LEVEL: 'silent' }),
    db: shared.open(),
    clientDir: '/nonexistent',
    startJobs: false,
  });
  return {
    shared,
    sink,
    app,
    config,
    close: async () => {
      await app.close();
      await sink.close();
      await shared.drop();
    },
  };
}

const WORKER = fileURLToPath(new URL('./outbox-worker.ts', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** What it wrote to stderr so far. */
  errors(): string;
  waitFor(line: RegExp): Promise<void>;
  kill9(): Promise<void>;
}

/**
 * A server instance in a child process (server/test/outbox-worker.ts, mode 'run': the whole app
 * with its job runner, the automation scheduler included), on the shared database, its clock
 * `clockOffsetMs` ahead, so a test can kill -9 it and start another.
 */
export function startWorker(env: Record<string, string>, config: Record<string, string>, clockOffsetMs = 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      ...env,
      WORKER_CONFIG: JSON.stringify(config),
      WORKER_MODE: 'run',
      WORKER_CLOCK_OFFSET_MS: String(clockOffsetMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const worker: WorkerProcess = {
    child,
    errors: () => err,
    async waitFor(line) {
      await until(() => line.test(out) || child.exitCode !== null, 60_000, `worker output ${line}`);
      if (!line.test(out)) throw new Error(`worker exited (${child.exitCode}): ${err.slice(-2000)}`);
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  return worker;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
