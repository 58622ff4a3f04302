import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_SEND_MESSAGES } from '../../common/schemas/email-send.js';
import { register } from '../test/auth-helpers.js';
import { selfSignedCert } from '../test/dovecot.js';
import {
  addAppPasswordAccount,
  cancel,
  manualClock,
  outbox,
  resend,
  sendEmail,
  targetOf,
} from '../test/outbox-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/**
 * POST /api/email/send, the outbox list and cancel, against a real SMTP server (STARTTLS, password
 * sign-in) standing in for iCloud's. The runner is not started: the tests run it with runDue()
 * and move its clock by hand.
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
let sink: SmtpSink;
let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  const tls = await selfSignedCert(mkdtempSync(join(tmpdir(), 'send-tls-')));
  sink = await startSmtpSink({ tls, password: PASSWORD });
  t = await createTestApp(
    { MAIL_TLS_REJECT_UNAUTHORIZED: 'false', ICLOUD_SMTP_HOST: '127.0.0.1', ICLOUD_SMTP_PORT: String(sink.port) },
    { startJobs: false, jobs: { now: clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(() => {
  clock.at = Date.now();
});

async function userWithAccount() {
  const u = await register(t.app);
  const account = await addAppPasswordAccount(
    targetOf(t.app),
    u.user.id,
    'icloud',
    `ann-${u.user.id}@icloud.example`,
    PASSWORD,
  );
  return { ...u, account };
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('POST /api/email/send', () => {
  it('sends at once through the account and records it in the outbox', async () => {
    const u = await userWithAccount();
    const before = sink.messages.length;
    const res = await sendEmail(t.app, u.cookie, {
      to: 'bob@example.test, Carol@Example.test',
      subject: 'Hello',
      body: 'Hi Bob',
    });
    expect(res.statusCode, res.body).toBe(202);
    const item = res.json();
    expect(item).toMatchObject({
      status: 'sent',
      to: 'bob@example.test, Carol@Example.test',
      subject: 'Hello',
      attempts: 1,
    });
    expect(item.sentAt).toMatch(/^\d{4}-/);
    expect(sink.messages).toHaveLength(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail).toMatchObject({ user: u.account.email, subject: 'Hello', messageId: `<${item.id}@agentops>` });
    expect(mail.envelopeTo).toEqual(['bob@example.test', 'carol@example.test']);
    expect(mail.from).toBe(u.account.email);
    expect(mail.text.trim()).toBe('Hi Bob');
    const list = await outbox(t.app, u.cookie);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([item]);
  });

  it("falls back to 'No Subject' and answers one message for a repeated Idempotency-Key", async () => {
    const u = await userWithAccount();
    const before = sink.messages.length;
    const first = await sendEmail(
      t.app,
      u.cookie,
      { to: 'bob@example.test', body: 'Once' },
      { 'idempotency-key': 'k-1' },
    );
    const again = await sendEmail(
      t.app,
      u.cookie,
      { to: 'bob@example.test', body: 'Once' },
      { 'idempotency-key': 'k-1' },
    );
    expect(first.json()).toMatchObject({ subject: 'No Subject', status: 'sent' });
    expect(again.json().id).toBe(first.json().id);
    expect(sink.messages).toHaveLength(before + 1);
  });

  it('refuses bad input with the standard messages', async () => {
    const u = await userWithAccount();
    const cases: [object, string][] = [
      [{ to: '', body: 'x' }, EMAIL_SEND_MESSAGES.recipientAndContentRequired],
      [{ to: 'bob@example.test', body: '   ' }, EMAIL_SEND_MESSAGES.recipientAndContentRequired],
      [{ body: 'x' }, EMAIL_SEND_MESSAGES.recipientAndContentRequired],
      [{ to: 'bob@example.test, not-an-address', body: 'x' }, EMAIL_SEND_MESSAGES.invalidRecipients],
      [
        { to: 'bob@example.test', body: 'x', sendAt: new Date(Date.now() - 1000).toISOString() },
        EMAIL_SEND_MESSAGES.scheduleInPast,
      ],
      [{ to: 'bob@example.test', body: 'x', sendAt: 'tomorrow' }, EMAIL_SEND_MESSAGES.dateAndTimeRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await sendEmail(t.app, u.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await outbox(t.app, u.cookie)).json()).toEqual([]);
  });

  it('needs a signed-in user and a connected, active account of their own', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/email/send',
          headers: JSON_HEADERS,
          payload: { to: 'a@b.test', body: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const lonely = await register(t.app);
    const none = await sendEmail(t.app, lonely.cookie, { to: 'bob@example.test', body: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toEqual({ code: 'no_email_accounts', message: EMAIL_SEND_MESSAGES.noAccounts });

    const other = await userWithAccount();
    const foreign = await sendEmail(t.app, lonely.cookie, {
      to: 'bob@example.test',
      body: 'x',
      accountId: other.account.id,
    });
    expect(foreign.statusCode).toBe(404);

    await t.db.kysely.updateTable('email_accounts').set({ is_active: 0 }).where('id', '=', other.account.id).execute();
    const inactive = await sendEmail(t.app, other.cookie, { to: 'bob@example.test', body: 'x' });
    expect(inactive.json().error.code).toBe('no_active_account');
  });
});

describe('scheduled sends, retries and cancel', () => {
  it('holds a scheduled message until its time, then sends it', async () => {
    const u = await userWithAccount();
    const sendAt = inAnHour();
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', subject: 'Later', body: 'Later', sendAt });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'scheduled', sendAt, attempts: 0 });
    const before = sink.messages.length;

    clock.at = Date.parse(sendAt) - 1;
    await t.app.jobs.runDue();
    expect(sink.messages).toHaveLength(before);
    expect((await outbox(t.app, u.cookie)).json()[0].status).toBe('scheduled');

    clock.at = Date.parse(sendAt);
    await t.app.jobs.runDue();
    expect(sink.messages).toHaveLength(before + 1);
    const [item] = (await outbox(t.app, u.cookie)).json();
    expect(item).toMatchObject({ status: 'sent', attempts: 1 });
    // The Date header is the scheduled time.
    expect(sink.messages.at(-1)!.date?.toISOString()).toBe(
      new Date(Math.floor(Date.parse(sendAt) / 1000) * 1000).toISOString(),
    );
  });

  it('retries a refused send with back-off, and fails a permanent refusal', async () => {
    const u = await userWithAccount();
    sink.reject.count = 1;
    sink.reject.code = 451;
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'Soon' });
    const item = res.json();
    expect(item).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      nextAttemptAt: new Date(clock.at + 30_000).toISOString(),
    });
    expect(item.lastError).toContain('refused the message: 451');
    const before = sink.messages.length;
    clock.advance(29_999);
    await t.app.jobs.runDue();
    expect(sink.messages).toHaveLength(before);
    clock.advance(1);
    await t.app.jobs.runDue();
    expect(sink.messages).toHaveLength(before + 1);
    expect((await outbox(t.app, u.cookie)).json()[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    sink.reject.count = 1;
    sink.reject.code = 550;
    const refused = await sendEmail(t.app, u.cookie, { to: 'nobody@example.test', body: 'No' });
    expect(refused.json()).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(refused.json().lastError).toContain('550');
  });

  it('cancels only a scheduled message of the caller', async () => {
    const u = await userWithAccount();
    const stranger = await userWithAccount();
    const scheduled = (
      await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x', sendAt: inAnHour() })
    ).json();
    expect((await cancel(t.app, stranger.cookie, scheduled.id)).statusCode).toBe(404);
    expect((await cancel(t.app, u.cookie, 'no-such-id')).statusCode).toBe(404);
    const done = await cancel(t.app, u.cookie, scheduled.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: scheduled.id, status: 'cancelled' });
    const twice = await cancel(t.app, u.cookie, scheduled.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(EMAIL_SEND_MESSAGES.notCancellable);

    const before = sink.messages.length;
    clock.advance(2 * 3600_000);
    await t.app.jobs.runDue();
    expect(sink.messages).toHaveLength(before);

    const sent = (await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'now' })).json();
    expect((await cancel(t.app, u.cookie, sent.id)).statusCode).toBe(409);
    // Each user sees only their own messages.
    expect((await outbox(t.app, stranger.cookie)).json()).toEqual([]);
    expect((await outbox(t.app, u.cookie)).json().map((m: { id: string }) => m.id)).toEqual([sent.id, scheduled.id]);
  });
});

describe('a message whose run keeps dying', () => {
  it('is given up as failed if it provably never left, as uncertain if it may have', async () => {
    const u = await userWithAccount();
    const ids: string[] = [];
    for (const stage of ['connected', 'data'] as const) {
      const { id } = (
        await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: stage, sendAt: inAnHour() })
      ).json();
      // Each run died mid-send (at this stage) and the job was claimed five times already.
      await t.db.kysely
        .updateTable('email_outbox')
        .set({ status: 'sending', attempts: 5, delivery_stage: stage })
        .where('id', '=', id)
        .execute();
      await t.db.kysely
        .updateTable('jobs')
        .set({ status: 'running', attempts: 5, lease_owner: 'dead', lease_until: clock.at, run_at: clock.at })
        .where('id', '=', `send:${id}`)
        .execute();
      ids.push(id);
    }
    const before = sink.messages.length;
    clock.advance(1);
    await t.app.jobs.runDue();
    const rows = await t.db.kysely.selectFrom('email_outbox').selectAll().where('id', 'in', ids).execute();
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect(ids.map(statusOf)).toEqual(['failed', 'uncertain']);
    expect(sink.messages).toHaveLength(before);
  });
});

describe('sending an uncertain message again', () => {
  const copiesOf = (id: string) => sink.messages.filter((m) => m.messageId === `<${id}@agentops>`).length;

  /** A message whose run handed the data over and lost the connection before the server answered. */
  async function uncertainMessage(cookie: string) {
    const queued = (
      await sendEmail(t.app, cookie, { to: 'bob@example.test', subject: 'Maybe', body: 'x', sendAt: inAnHour() })
    ).json();
    await t.db.kysely
      .updateTable('email_outbox')
      .set({
        status: 'uncertain',
        attempts: 1,
        delivery_stage: 'data',
        last_error: 'may or may not have been delivered',
      })
      .where('id', '=', queued.id)
      .execute();
    await t.db.kysely.updateTable('jobs').set({ status: 'done' }).where('id', '=', `send:${queued.id}`).execute();
    return queued.id as string;
  }

  it('sends it once for its owner, however often asked, and nothing that was not uncertain', async () => {
    const u = await userWithAccount();
    const stranger = await userWithAccount();
    const id = await uncertainMessage(u.cookie);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/email/outbox/${id}/resend`,
      headers: { origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await resend(t.app, stranger.cookie, id)).statusCode).toBe(404);
    expect((await resend(t.app, u.cookie, 'no-such-id')).statusCode).toBe(404);
    const sent = (await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'fine' })).json();
    const notUncertain = await resend(t.app, u.cookie, sent.id);
    expect(notUncertain.statusCode).toBe(409);
    expect(notUncertain.json().error).toEqual({ code: 'not_resendable', message: EMAIL_SEND_MESSAGES.notResendable });
    expect(copiesOf(id)).toBe(0);

    const first = await resend(t.app, u.cookie, id);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ id, status: 'sent', attempts: 2, lastError: null });
    expect(copiesOf(id)).toBe(1);
    const again = await resend(t.app, u.cookie, id);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id, status: 'sent', attempts: 2 });
    await t.app.jobs.runDue();
    expect(copiesOf(id)).toBe(1);
    expect(copiesOf(sent.id)).toBe(1);
  });

  it('sends it once when two requests arrive together', async () => {
    const u = await userWithAccount();
    const id = await uncertainMessage(u.cookie);
    const both = await Promise.all([resend(t.app, u.cookie, id), resend(t.app, u.cookie, id)]);
    expect(both.map((r) => r.statusCode)).toEqual([202, 202]);
    await t.app.jobs.runDue();
    expect(copiesOf(id)).toBe(1);
    expect((await outbox(t.app, u.cookie)).json()[0]).toMatchObject({ id, status: 'sent', attempts: 2 });
  });
});
