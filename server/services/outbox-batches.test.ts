import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findJob } from '../jobs/job-store.js';
import { register } from '../test/auth-helpers.js';
import { selfSignedCert } from '../test/dovecot.js';
import { addAppPasswordAccount, manualClock, sendEmail, targetOf } from '../test/outbox-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../test/test-app.js';
import { sendJobId } from './outbox.js';

/**
 * Messages due together are delivered with their outbox writes batched (outbox-batches.ts): each
 * is still sent once, and a write fenced off for one message of a batch stops that message only.
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
let sink: SmtpSink;
let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  sink = await startSmtpSink({
    tls: await selfSignedCert(mkdtempSync(join(tmpdir(), 'batch-tls-'))),
    password: PASSWORD,
  });
  t = await createTestApp(
    {
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_SMTP_HOST: '127.0.0.1',
      ICLOUD_SMTP_PORT: String(sink.port),
      ICLOUD_IMAP_HOST: '127.0.0.1',
      ICLOUD_IMAP_PORT: '1',
    },
    { startJobs: false, jobs: { now: clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const db = () => t.app.db.kysely;
async function queueDueTogether(count: number) {
  const u = await register(t.app);
  await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', `batch-${u.user.id}@icloud.example`, PASSWORD);
  const sendAt = new Date(clock.now() + 60_000).toISOString();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await sendEmail(t.app, u.cookie, {
      to: 'bob@example.test',
      subject: `M${i}`,
      body: `Body ${i}`,
      sendAt,
    });
    expect(res.json().status, res.body).toBe('scheduled');
    ids.push(res.json().id as string);
  }
  clock.advance(61_000);
  return ids;
}
const arrived = (ids: string[], from: number) =>
  sink.messages.slice(from).filter((m) => ids.some((id) => m.messageId === `<${id}@agentops>`));

describe('batched outbox writes', () => {
  it('sends each of many messages due together once, each row sent and each job done with it', async () => {
    const ids = await queueDueTogether(9);
    const before = sink.messages.length;
    await t.app.jobs.runDue();
    expect(
      arrived(ids, before)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(ids.map((_, i) => `M${i}`).sort());
    const rows = await db().selectFrom('email_outbox').selectAll().where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, delivery_stage: 'data' });
      expect(row.provider_message_id).toMatch(/^250 /);
      expect(await findJob(db(), sendJobId(row.id))).toMatchObject({ status: 'done', lease_owner: null });
      expect(await findJob(db(), `sent-copy:${row.id}`)).toMatchObject({ kind: 'append-sent', status: 'queued' });
    }
    // The Sent-folder copies (no IMAP server here) would take the next test's job slots.
    await db().deleteFrom('jobs').where('kind', '=', 'append-sent').execute();
  });

  it('stops only the message another run took over while its batch waited for the server', async () => {
    const ids = await queueDueTogether(3);
    const before = sink.messages.length;
    let release!: () => void;
    sink.holdEnvelope.until = new Promise<void>((resolve) => (release = resolve));
    const seen = sink.holdEnvelope.seen;
    const running = t.app.jobs.runDue();
    for (let i = 0; sink.holdEnvelope.seen < seen + 3; i++) {
      if (i > 1000) throw new Error(`${sink.holdEnvelope.seen - seen} envelopes reached the SMTP server`);
      await new Promise((r) => setTimeout(r, 10));
    }
    // Another run takes the first message over (its own attempt) while the three wait for DATA.
    await db().updateTable('email_outbox').set({ attempts: 2 }).where('id', '=', ids[0]!).execute();
    sink.holdEnvelope.until = undefined;
    release();
    await running;
    expect(
      arrived(ids, before)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['M1', 'M2']);
    const rows = await db().selectFrom('email_outbox').select(['id', 'status']).where('id', 'in', ids).execute();
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    // Its data never left, and the row stays with the run that took it over.
    expect(ids.map(statusOf)).toEqual(['sending', 'sent', 'sent']);
  }, 30_000);

  it.runIf(TEST_DATABASE_URL)(
    'on PostgreSQL, reads the rows with their accounts in one statement and writes every step in another',
    async () => {
      // Only this test's messages: the earlier test's taken-over message would be retried here.
      await db().deleteFrom('jobs').execute();
      const ids = await queueDueTogether(9);
      const before = sink.messages.length;
      const executed = vi.spyOn(db().getExecutor(), 'executeQuery');
      let texts: Set<string>;
      let movedByWrites: unknown[];
      try {
        await t.app.jobs.runDue();
        const queries = executed.mock.calls.map(([query]) => query);
        texts = new Set(queries.map((q) => q.sql));
        // The ids of the write's 'sending' part ($2).
        movedByWrites = queries.filter((q) => q.sql.startsWith('with sending as')).flatMap((q) => q.parameters[1]);
      } finally {
        executed.mockRestore();
      }
      expect(arrived(ids, before)).toHaveLength(9);
      const touching = (table: string) => [...texts].filter((sql) => sql.includes(table));
      // Each batch is one round trip whatever it holds: a read, and a write of 'sending', the
      // stages and 'sent' (before, a read of each table and a statement per step).
      expect(touching('email_outbox')).toHaveLength(2);
      expect(touching('email_accounts').every((sql) => sql.includes('email_outbox'))).toBe(true);
      // Scheduled rows of an active account were moved to 'sending' by the read itself.
      expect(movedByWrites).toEqual([]);
      await db().deleteFrom('jobs').where('kind', '=', 'append-sent').execute();
    },
  );
});
