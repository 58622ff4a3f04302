import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { register } from '../test/auth-helpers.js';
import { selfSignedCert } from '../test/dovecot.js';
import { addAppPasswordAccount, manualClock, targetOf } from '../test/outbox-fixtures.js';
import { createSharedDb, outboxTestEnv, type SharedDb } from '../test/shared-db.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { queueEmail, sendJobId } from '../services/outbox.js';
import { findJob } from './job-store.js';
import { DEFAULT_LEASE_MS } from './job-types.js';

/**
 * Two server instances on one database (one SQLite file, or one PostgreSQL schema with
 * TEST_DATABASE_URL) deliver one outbox together: every message exactly once.
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
let shared: SharedDb;
let sink: SmtpSink;
let a: FastifyInstance;
let b: FastifyInstance;
const others: FastifyInstance[] = [];

beforeAll(async () => {
  shared = await createSharedDb();
  sink = await startSmtpSink({ tls: await selfSignedCert(shared.dataDir), password: PASSWORD, parse: true });
  const config = loadConfig({ ...outboxTestEnv(shared, sink.port), LOG_LEVEL: 'silent' });
  const options = { config, clientDir: '/nonexistent', jobs: { pollMs: 10 } };
  a = await buildApp({ ...options, db: shared.open(), startJobs: false, jobs: { ...options.jobs, owner: 'a' } });
  b = await buildApp({ ...options, db: shared.open(), startJobs: false, jobs: { ...options.jobs, owner: 'b' } });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await a?.close();
  await b?.close();
  await sink?.close();
  await shared?.drop();
});

async function queueMany(count: number): Promise<string[]> {
  const u = await register(a);
  const account = await addAppPasswordAccount(
    targetOf(a),
    u.user.id,
    'icloud',
    `${u.user.id}@icloud.example`,
    PASSWORD,
  );
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const m = { userId: u.user.id, accountId: account.id, to: ['bob@example.test'], subject: `#${i}`, body: 'x' };
    ids.push((await queueEmail(a.db.kysely, m)).id);
  }
  return ids;
}

function expectEachOnce(ids: string[]) {
  const seen = sink.messages.map((m) => m.messageId);
  for (const id of ids)
    expect(
      seen.filter((s) => s === `<${id}@agentops>`),
      id,
    ).toHaveLength(1);
}

describe('two instances, one outbox', () => {
  it('drain it together with runDue, each message sent once', async () => {
    const ids = await queueMany(40);
    const [ranA, ranB] = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(ranA + ranB).toBeGreaterThanOrEqual(40);
    expectEachOnce(ids);
    const statuses = await a.db.kysely.selectFrom('email_outbox').select('status').where('id', 'in', ids).execute();
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });

  it('drain it together with their poll loops, each message sent once', async () => {
    const ids = await queueMany(40);
    a.jobs.start();
    b.jobs.start();
    await sink.waitForMessages(80, 60_000);
    await new Promise((r) => setTimeout(r, 200)); // a few more polls: nothing sent twice
    expectEachOnce(ids);
    const jobs = await a.db.kysely
      .selectFrom('jobs')
      .select(['status'])
      .where(
        'id',
        'in',
        ids.map((id) => `send:${id}`),
      )
      .execute();
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
  }, 90_000);
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a send that takes longer than the lease', () => {
  it('keeps its lease by renewing it, so the other instance never takes the message over', async () => {
    // Due in an hour: only the two instances on the hand-moved clock below see it due, not the
    // poll loops the test above left running.
    const u = await register(a);
    const account = await addAppPasswordAccount(
      targetOf(a),
      u.user.id,
      'icloud',
      `${u.user.id}@icloud.example`,
      PASSWORD,
    );
    const sendAt = Date.now() + 3600_000;
    const m = {
      userId: u.user.id,
      accountId: account.id,
      to: ['bob@example.test'],
      subject: 'Long',
      body: 'x',
      sendAt,
    };
    const { id } = await queueEmail(a.db.kysely, m);
    const clock = manualClock(sendAt); // c and d read this clock; it moves only by hand
    const options = {
      config: a.config,
      clientDir: '/nonexistent',
      startJobs: false,
      jobs: { now: clock.now, heartbeatMs: 10 },
    };
    const c = await buildApp({ ...options, db: shared.open(), jobs: { ...options.jobs, owner: 'c' } });
    const d = await buildApp({ ...options, db: shared.open(), jobs: { ...options.jobs, owner: 'd' } });
    others.push(c, d);
    let release!: () => void;
    sink.hold.until = new Promise<void>((resolve) => (release = resolve));
    const before = sink.messages.length;
    const running = c.jobs.runNow(sendJobId(id));
    // The SMTP server has the message and keeps its answer back: the send goes on and on.
    await sink.waitForMessages(before + 1, 30_000);
    const job = () => findJob(a.db.kysely, sendJobId(id));
    // Twice the lease goes by while c is sending; c's heartbeat renews it each time, so d cannot
    // claim the job.
    for (let i = 0; i < 4; i++) {
      clock.advance(DEFAULT_LEASE_MS / 2);
      const at = clock.at;
      await until(async () => Number((await job())?.lease_until) >= at + DEFAULT_LEASE_MS, 'the lease renewal');
      expect(await d.jobs.runNow(sendJobId(id))).toBe(false);
    }
    sink.hold.until = undefined;
    release();
    expect(await running).toBe(true);
    expect(await job()).toMatchObject({ status: 'done', attempts: 1 });
    const row = await a.db.kysely.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expectEachOnce([id]);
  }, 90_000);
});
