import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdFor } from '../mail/compose-mime.js';
import { register } from '../test/auth-helpers.js';
import { startDovecot } from '../test/dovecot.js';
import { startFakeMailApis, type FakeMailApis } from '../test/fake-mail-apis.js';
import { appendToInbox, rfc822 } from '../test/incoming-mail.js';
import { addAutomation, outboxOf, replyOnKeyword, runsOf, syncOn } from '../test/mail-trigger-fixtures.js';
import { addAppPasswordAccount, addOAuthAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { EmailAccountRow } from './email-accounts.js';
import { mailTriggerDeps, scanAccount } from './mail-triggers.js';

/**
 * Keyword triggers against the real readers: the Gmail API fake (history id), the Graph fake
 * (delta) and a real IMAP server (a private dovecot, new mail by IMAP APPEND). Each provider gets
 * ordinary mail, mail from robots and lists, and a copy of our own message; only the ordinary one
 * is answered, once, across re-scans and a restart. Outside CI a machine without dovecot skips the
 * IMAP case; under CI it fails.
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
const dovecot = await startDovecot(PASSWORD);
if (!dovecot.ok) console.warn(`SKIPPED the mail trigger tests against IMAP: ${dovecot.reason}`);

let apis: FakeMailApis;
let t: TestApp;
beforeAll(async () => {
  apis = await startFakeMailApis();
  const imap: Record<string, string> = dovecot.ok
    ? { ICLOUD_IMAP_HOST: dovecot.server.host, ICLOUD_IMAP_PORT: String(dovecot.server.port) }
    : {};
  t = await createTestApp({ ...apis.env, MAIL_TLS_REJECT_UNAUTHORIZED: 'false', ...imap }, { startJobs: false });
});
afterAll(async () => {
  await t?.close();
  await apis?.close();
  if (dovecot.ok) await dovecot.server.stop();
});

/** A message as each provider receives it. */
interface Mail {
  from: string;
  subject: string;
  messageId?: string;
  headers?: Record<string, string>;
}

interface Mailbox {
  account: EmailAccountRow;
  deliver(...mail: Mail[]): Promise<void>;
}

let n = 0;
async function gmail(userId: string): Promise<Mailbox> {
  const email = `trig${++n}@gmail.example`;
  const token = `trig-gm-${n}`;
  apis.validTokens.add(token);
  apis.tokenOwners.set(token, email);
  const account = await addOAuthAccount(targetOf(t.app), userId, 'gmail', email, { accessToken: token });
  const inbox = apis.gmailInbox(email);
  return {
    account,
    deliver: async (...mail) => {
      for (const m of mail) await inbox.deliver(rfc822({ ...m, to: email }), { threadId: `thread-${m.subject}` });
    },
  };
}
async function outlook(userId: string): Promise<Mailbox> {
  const email = `trig${++n}@outlook.example`;
  const token = `trig-ol-${n}`;
  apis.validTokens.add(token);
  apis.tokenOwners.set(token, email);
  const account = await addOAuthAccount(targetOf(t.app), userId, 'outlook', email, { accessToken: token });
  const inbox = apis.graphInbox(email);
  return {
    account,
    deliver: async (...mail) => {
      for (const m of mail) {
        const [, fromName, from] = /^(?:(.*?)\s*<)?([^<>]+)>?$/.exec(m.from)!;
        inbox.deliver({
          from,
          fromName,
          subject: m.subject,
          internetMessageId: m.messageId,
          headers: m.headers,
          to: [email],
        });
      }
    },
  };
}
async function icloud(userId: string): Promise<Mailbox> {
  const server = dovecot.ok ? dovecot.server : (undefined as never);
  const email = `trig${++n}-${process.pid}@icloud.example`;
  const account = await addAppPasswordAccount(targetOf(t.app), userId, 'icloud', email, PASSWORD);
  return {
    account,
    deliver: async (...mail) => {
      await appendToInbox(server, email, ...mail.map((m) => rfc822({ ...m, to: email })));
    },
  };
}

const cases = [
  // Replies thread by the provider's conversation where it has one (IMAP threads by headers only).
  { name: 'Gmail (API fake)', open: gmail, run: true, threads: true },
  { name: 'Outlook (Graph fake)', open: outlook, run: true, threads: true },
  { name: 'iCloud (dovecot IMAP)', open: icloud, run: dovecot.ok, threads: false },
] as const;

describe.each(cases)('keyword triggers on $name', ({ open, run, threads }) => {
  it.skipIf(!run)(
    'answers ordinary mail once, never robots, lists or our own mail, across re-scans and a restart',
    async () => {
      const db = t.db.kysely;
      const u = await register(t.app);
      const box = await open(u.user.id);
      await syncOn(db, box.account.id);
      const automation = await addAutomation(db, u.user.id, replyOnKeyword('invoice'));
      const deps = mailTriggerDeps(db, t.app.config);
      let now = Date.now();

      await box.deliver({ from: 'Bob <bob@example.org>', subject: 'Invoice before the automation read anything' });
      expect(await scanAccount(deps, box.account.id, now)).toMatchObject({ read: 0, claimed: 0 });

      const invoice = (from: string, extra: Partial<Mail> = {}): Mail => ({
        from,
        subject: `invoice ${++n}`,
        ...extra,
      });
      const guarded: [Mail, string][] = [
        [
          invoice('ann@example.org', { headers: { 'Auto-Submitted': 'auto-replied' } }),
          'Skipped: sent automatically (Auto-Submitted: auto-replied)',
        ],
        [invoice('ann@example.org', { headers: { Precedence: 'bulk' } }), 'Skipped: bulk mail (Precedence: bulk)'],
        [
          invoice('ann@example.org', { headers: { 'List-Id': '<news.example.org>' } }),
          'Skipped: mailing list mail (List-Id)',
        ],
        [invoice('no-reply@example.org'), 'Skipped: the sender does not take replies (no-reply@example.org)'],
        [invoice('MAILER-DAEMON@example.org'), 'Skipped: a mail system address (mailer-daemon@example.org)'],
        [invoice('owner-news@example.org'), 'Skipped: a mailing list address (owner-news@example.org)'],
        [invoice('news-request@example.org'), 'Skipped: a mailing list address (news-request@example.org)'],
        [
          invoice('carol@example.org', { messageId: messageIdFor('0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19') }),
          'Skipped: sent by AgentOps itself',
        ],
      ];
      const bob = invoice('Bob <bob@example.org>', { messageId: `<bob-${n}@example.org>` });
      await box.deliver(bob, { from: 'dan@example.org', subject: 'Lunch' }, ...guarded.map(([m]) => m));

      now += 60_000;
      expect(await scanAccount(deps, box.account.id, now)).toMatchObject({
        read: 10,
        fresh: 10,
        claimed: 1,
        guarded: guarded.length,
      });
      const runs = await runsOf(db, automation.id);
      expect(runs.filter((r) => r.status === 'skipped').map((r) => r.error)).toEqual(
        expect.arrayContaining(guarded.map(([, why]) => why)),
      );
      const [answered] = runs.filter((r) => r.status === 'succeeded');
      expect(answered).toMatchObject({
        slot_key: `mail:${box.account.id}:${bob.messageId}`,
        matched: `keyword "invoice" in the subject`,
      });
      const outbox = await outboxOf(db, u.user.id);
      expect(outbox).toEqual([
        expect.objectContaining({
          id: answered!.outbox_id,
          to: 'bob@example.org',
          subject: `Re: ${bob.subject}`,
          in_reply_to: bob.messageId,
          automated: 1,
        }),
      ]);
      expect(outbox[0]!.thread_id !== null).toBe(threads);

      // Again, and from a restarted server (nothing in memory survives): nothing new, nothing twice.
      now += 60_000;
      expect(await scanAccount(deps, box.account.id, now)).toMatchObject({ read: 0, claimed: 0 });
      now += 60_000;
      expect(await scanAccount(mailTriggerDeps(db, t.app.config), box.account.id, now)).toMatchObject({ claimed: 0 });

      const next = invoice('erin@example.org');
      await box.deliver(next);
      now += 60_000;
      expect(await scanAccount(mailTriggerDeps(db, t.app.config), box.account.id, now)).toMatchObject({
        read: 1,
        claimed: 1,
      });
      expect((await outboxOf(db, u.user.id)).map((r) => r.to)).toEqual(['bob@example.org', 'erin@example.org']);
    },
  );
});
