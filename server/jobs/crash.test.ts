import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { register } from '../test/auth-helpers.js';
import { selfSignedCert } from '../test/dovecot.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createSharedDb, outboxTestEnv, type SharedDb } from '../test/shared-db.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { queueEmail, sendJobId, type OutboxRow } from '../services/outbox.js';
import { findJob } from './job-store.js';
import { DEFAULT_LEASE_MS } from './job-types.js';

/**
 * Kill -9 a server process in the middle of a send, then start another on the same database: the
 * message is neither lost nor sent twice. One killed before its data went out is sent by the next
 * instance; one killed after that is uncertain. The workers are child processes
 * (server/test/outbox-worker.ts); the SMTP server lives here, so it sees every copy.
 */
const WORKER = fileURLToPath(new URL('../test/outbox-worker.ts', import.meta.url));
const LEASE_MS = DEFAULT_LEASE_MS; // the runner's default lease
const PASSWORD = 'abcd-efgh-ijkl-mnop';

let shared: SharedDb;
let sink: SmtpSink;
let app: FastifyInstance;
let workerConfig: Record<string, string>;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  shared = await createSharedDb();
  sink = await startSmtpSink({ tls: await selfSignedCert(shared.dataDir), password: PASSWORD });
  workerConfig = outboxTestEnv(shared, sink.port);
  const config = loadConfig({ ...workerConfig, LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: shared.open(), clientDir: '/nonexistent', startJobs: false });
});
afterEach(() => {
  // A failed test must not leave a worker running into the next one.
  for (const w of workers.splice(0)) w.kill('SIGKILL');
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await shared?.drop();
});

interface Worker {
  child: ChildProcess;
  waitFor(line: RegExp): Promise<string>;
  kill9(): Promise<void>;
}

function startWorker(mode: 'run' | 'claim', clockOffsetMs = 0): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      ...shared.workerEnv,
      WORKER_CONFIG: JSON.stringify(workerConfig),
      WORKER_MODE: mode,
      WORKER_CLOCK_OFFSET_MS: String(clockOffsetMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async waitFor(line) {
      await until(() => line.test(out) || child.exitCode !== null, 30_000, `worker output ${line}`);
      const found = line.exec(out);
      if (!found) throw new Error(`worker exited (${child.exitCode}): ${err.slice(-2000)}`);
      return found[0];
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rowOf = (id: string) =>
  app.db.kysely.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function queueOne(subject: string): Promise<OutboxRow> {
  const u = await register(app);
  const account = await addAppPasswordAccount(
    targetOf(app),
    u.user.id,
    'icloud',
    `${u.user.id}@icloud.example`,
    PASSWORD,
  );
  const to = ['bob@example.test'];
  return queueEmail(app.db.kysely, {
    userId: u.user.id,
    accountId: account.id,
    to,
    subject,
    body: 'Exactly once, please',
  });
}

const copiesOf = (id: string) => sink.messages.filter((m) => m.messageId === `<${id}@agentops>`).length;

describe('a server killed mid-send', () => {
  it('killed after the message was handed over: the next instance marks it uncertain and never resends', async () => {
    let release!: () => void;
    sink.hold.until = new Promise<void>((resolve) => (release = resolve));
    const row = await queueOne('In flight');
    const first = startWorker('run');
    // The SMTP server has the whole message and keeps its answer back: the send is in flight.
    await until(() => copiesOf(row.id) === 1, 30_000, 'the message to reach the SMTP server');
    expect(await rowOf(row.id)).toMatchObject({ status: 'sending', attempts: 1, delivery_stage: 'data' });
    await first.kill9();
    sink.hold.until = undefined;
    release();

    // Started with its clock past the dead instance's lease.
    const second = startWorker('run', LEASE_MS + 1000);
    await second.waitFor(/ready/);
    const jobDone = async () => (await findJob(app.db.kysely, sendJobId(row.id)))?.status === 'done';
    await until(jobDone, 30_000, 'the second instance to finish the job');
    const after = await rowOf(row.id);
    expect(after.status).toBe('uncertain');
    expect(after.last_error).toMatch(/may or may not have been delivered/);
    await new Promise((r) => setTimeout(r, 300)); // a few more polls: still one copy
    expect(copiesOf(row.id)).toBe(1);
    await second.kill9();
  }, 90_000);

  it('killed after signing in, before the data went out: the next instance sends it exactly once', async () => {
    let release!: () => void;
    sink.holdEnvelope.until = new Promise<void>((resolve) => (release = resolve));
    const seen = sink.holdEnvelope.seen;
    const row = await queueOne('Stopped at the envelope');
    const first = startWorker('run');
    // Signed in and waiting for the server to accept the recipient: nothing of the message went out.
    await until(() => sink.holdEnvelope.seen > seen, 30_000, 'the envelope to reach the SMTP server');
    expect(await rowOf(row.id)).toMatchObject({ status: 'sending', attempts: 1, delivery_stage: 'none' });
    await first.kill9();
    sink.holdEnvelope.until = undefined;
    release();

    const second = startWorker('run', LEASE_MS + 1000);
    const jobDone = async () => (await findJob(app.db.kysely, sendJobId(row.id)))?.status === 'done';
    await until(jobDone, 30_000, 'the second instance to send');
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    await new Promise((r) => setTimeout(r, 300)); // a few more polls: still one copy
    expect(copiesOf(row.id)).toBe(1);
    await second.kill9();
  }, 90_000);

  it('killed holding the lease before sending: the next instance sends it exactly once', async () => {
    const row = await queueOne('Not yet sent');
    const first = startWorker('claim');
    expect(await first.waitFor(/claimed \d+/)).toBe('claimed 1');
    await first.kill9();
    expect(await rowOf(row.id)).toMatchObject({ status: 'scheduled', attempts: 0 });
    expect(await findJob(app.db.kysely, sendJobId(row.id))).toMatchObject({ status: 'running', attempts: 1 });

    const second = startWorker('run', LEASE_MS + 1000);
    const jobDone = async () => (await findJob(app.db.kysely, sendJobId(row.id)))?.status === 'done';
    await until(jobDone, 30_000, 'the second instance to send');
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(copiesOf(row.id)).toBe(1);
    await second.kill9();
  }, 90_000);
});
