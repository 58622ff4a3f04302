import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findJob } from '../../jobs/job-store.js';
import { register } from '../../test/auth-helpers.js';
import { selfSignedCert, startDovecot } from '../../test/dovecot.js';
import { startFakeMailApis, type FakeMailApis } from '../../test/fake-mail-apis.js';
import {
  addAppPasswordAccount,
  addOAuthAccount,
  manualClock,
  sendEmail,
  targetOf,
} from '../../test/outbox-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { messageIdFor } from '../compose-mime.js';
import { appendToSent } from './smtp.js';

/**
 * Yahoo and iCloud over SMTP (STARTTLS; app password or XOAUTH2) against a real SMTP server, and
 * the sent copy appended to the Sent folder of a real IMAP server (a private dovecot).
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
const dovecot = await startDovecot(PASSWORD);
if (!dovecot.ok) console.warn(`SKIPPED the Sent-folder tests against IMAP: ${dovecot.reason}`);

let sink: SmtpSink;
let apis: FakeMailApis;
let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  const tls = dovecot.ok ? dovecot.server.tls : await selfSignedCert(mkdtempSync(join(tmpdir(), 'smtp-tls-')));
  apis = await startFakeMailApis();
  // The SMTP server takes the tokens the (fake) provider issued, refreshed ones included.
  sink = await startSmtpSink({ tls, password: PASSWORD, accessTokens: apis.validTokens });
  const smtp = { host: '127.0.0.1', port: String(sink.port) };
  const imap = dovecot.ok
    ? { host: dovecot.server.host, port: String(dovecot.server.port) }
    : { host: '127.0.0.1', port: '1' };
  t = await createTestApp(
    {
      ...apis.env,
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_SMTP_HOST: smtp.host,
      ICLOUD_SMTP_PORT: smtp.port,
      ICLOUD_IMAP_HOST: imap.host,
      ICLOUD_IMAP_PORT: imap.port,
      YAHOO_SMTP_HOST: smtp.host,
      YAHOO_SMTP_PORT: smtp.port,
      YAHOO_IMAP_HOST: imap.host,
      YAHOO_IMAP_PORT: imap.port,
    },
    { startJobs: false, jobs: { now: clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await apis?.close();
  if (dovecot.ok) await dovecot.server.stop();
});
beforeEach(() => {
  clock.at = Date.now();
});

let n = 0;
const mailbox = (provider: string) => `user${++n}-${process.pid}@${provider}.example`;

describe('SMTP submission', () => {
  it('signs in with the app password, sends the composed message and reuses the pooled connection', async () => {
    const u = await register(t.app);
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', mailbox('icloud'), PASSWORD);
    const before = { messages: sink.messages.length, logins: sink.logins.length };
    const ids: string[] = [];
    for (const subject of ['One', 'Two', 'Three']) {
      const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', subject, body: `Body ${subject}` });
      expect(res.json().status, res.body).toBe('sent');
      ids.push(res.json().id);
    }
    const sent = sink.messages.slice(before.messages);
    expect(sent.map((m) => [m.user, m.subject, m.messageId])).toEqual(
      ['One', 'Two', 'Three'].map((s, i) => [account.email, s, messageIdFor(ids[i]!)]),
    );
    // One pooled connection, signed in once, carried all three.
    expect(sink.logins.slice(before.logins)).toEqual([{ user: account.email, method: 'PLAIN', ok: true }]);
  });

  it('fails at once when the server refuses the app password', async () => {
    const u = await register(t.app);
    await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', mailbox('icloud'), 'a-wrong-password');
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' });
    expect(res.json()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Could not sign in to iCloud mail (SMTP). Reconnect the account.',
    });
  });

  it('signs in with the new app password from the next message on, after the account is relinked', async () => {
    const u = await register(t.app);
    const email = mailbox('icloud');
    await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', email, 'a-wrong-password');
    expect((await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' })).json().status).toBe('failed');
    await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', email, PASSWORD);
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'y' });
    expect(res.json().status, res.body).toBe('sent');
    expect(sink.logins.filter((l) => l.user === email)).toEqual([
      { user: email, method: 'PLAIN', ok: false },
      { user: email, method: 'PLAIN', ok: true },
    ]);
  });

  it('signs in with XOAUTH2 for a Yahoo OAuth account, refreshing a refused token once', async () => {
    const u = await register(t.app);
    apis.validTokens.add('yahoo-good');
    const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'yahoo', mailbox('yahoo'), {
      accessToken: 'yahoo-good',
    });
    expect((await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' })).json().status).toBe('sent');
    expect(sink.logins.at(-1)).toEqual({ user: account.email, method: 'XOAUTH2', ok: true });

    const stale = await register(t.app);
    await addOAuthAccount(targetOf(t.app), stale.user.id, 'yahoo', mailbox('yahoo'), {
      accessToken: 'yahoo-stale',
      refreshToken: 'yahoo-refresh',
    });
    const res = await sendEmail(t.app, stale.cookie, { to: 'bob@example.test', body: 'x' });
    expect(res.json().status, res.body).toBe('sent');
    expect(apis.refreshes.at(-1)?.get('refresh_token')).toBe('yahoo-refresh');
    expect(sink.logins.slice(-2).map((l) => l.ok)).toEqual([false, true]);
  });

  it('delivers a batch of two accounts on their own sessions; one account refused fails only its messages', async () => {
    const good = await register(t.app);
    const bad = await register(t.app);
    const ok = await addAppPasswordAccount(targetOf(t.app), good.user.id, 'icloud', mailbox('icloud'), PASSWORD);
    const refused = await addAppPasswordAccount(targetOf(t.app), bad.user.id, 'icloud', mailbox('icloud'), 'wrong');
    const before = { messages: sink.messages.length, logins: sink.logins.length };
    // From the runner's clock, not the wall clock: however long the sign-ups above took, the
    // advance below makes the messages due.
    const sendAt = new Date(clock.now() + 60_000).toISOString();
    const queue = async (cookie: string, subject: string) => {
      const res = await sendEmail(t.app, cookie, { to: 'bob@example.test', subject, body: subject, sendAt });
      expect(res.json().status, res.body).toBe('scheduled');
      return res.json().id as string;
    };
    const goodIds = [await queue(good.cookie, 'G1'), await queue(good.cookie, 'G2'), await queue(good.cookie, 'G3')];
    const badIds = [await queue(bad.cookie, 'B1'), await queue(bad.cookie, 'B2')];
    clock.advance(61_000);
    await t.app.jobs.runDue();
    // All five were due together and went out as one batch of jobs.
    const sent = sink.messages.slice(before.messages);
    expect(sent.map((m) => [m.user, m.subject]).sort()).toEqual([
      [ok.email, 'G1'],
      [ok.email, 'G2'],
      [ok.email, 'G3'],
    ]);
    const logins = sink.logins.slice(before.logins);
    // Each account signs in on its own sessions, never on the other's.
    expect(new Set(logins.map((l) => `${l.user} ${l.ok}`))).toEqual(
      new Set([`${ok.email} true`, `${refused.email} false`]),
    );
    const rows = await t.app.db.kysely.selectFrom('email_outbox').select(['id', 'status']).execute();
    const statusOf = (id: string) => rows.find((r) => r.id === id)?.status;
    expect(goodIds.map(statusOf)).toEqual(['sent', 'sent', 'sent']);
    expect(badIds.map(statusOf)).toEqual(['failed', 'failed']);
  });
});

describe.skipIf(!dovecot.ok)('the Sent folder over IMAP', () => {
  const imapServer = dovecot.ok ? dovecot.server : undefined!;
  it('appends the sent copy once, marked seen, to the Sent folder', async () => {
    const u = await register(t.app);
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', mailbox('icloud'), PASSWORD);
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', subject: 'Filed', body: 'Keep me' });
    expect(res.json().status).toBe('sent');
    const id = res.json().id as string;
    expect(await findJob(t.db.kysely, `sent-copy:${id}`)).toMatchObject({ status: 'queued', kind: 'append-sent' });
    await t.app.jobs.runDue();
    expect(await findJob(t.db.kysely, `sent-copy:${id}`)).toMatchObject({ status: 'done', attempts: 1 });

    const imap = new ImapFlow({
      host: imapServer.host,
      port: imapServer.port,
      secure: false,
      auth: { user: account.email, pass: PASSWORD },
      tls: { rejectUnauthorized: false },
      logger: false,
    });
    await imap.connect();
    try {
      const lock = await imap.getMailboxLock('Sent');
      try {
        const uids = await imap.search({ header: { 'message-id': messageIdFor(id) } }, { uid: true });
        expect(uids).toHaveLength(1);
        const copy = await imap.fetchOne(
          String((uids as number[])[0]),
          { flags: true, envelope: true, source: true },
          { uid: true },
        );
        expect(copy && [...(copy.flags ?? [])]).toContain('\\Seen');
        expect(copy && copy.envelope?.subject).toBe('Filed');
        // The copy is the very message the SMTP server received.
        expect(copy && copy.source?.toString()).toBe(sink.messages.at(-1)!.raw.toString());
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout();
    }
    // Appending again (a retried job, or a provider that files it itself) finds it there and adds none.
    const creds = { user: account.email, pass: PASSWORD };
    const again = await appendToSent(t.app.config, account, creds, sink.messages.at(-1)!.raw, messageIdFor(id));
    expect(again).toBe('present');
  });
});
