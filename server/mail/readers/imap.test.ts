import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/auth-helpers.js';
import { startDovecot } from '../../test/dovecot.js';
import { appendToInbox, changeUidValidity, rfc822, withImap } from '../../test/incoming-mail.js';
import { addAppPasswordAccount, targetOf } from '../../test/outbox-fixtures.js';
import { cursorOf, readerDepsOf, readInBatches } from '../../test/reader-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readNewMail, recentMail, ReadError, type ReaderDeps } from './index.js';

/**
 * New iCloud/Yahoo mail over IMAP by UID and UIDVALIDITY, against a real IMAP server (a private
 * dovecot); new mail arrives by IMAP APPEND. Outside CI a machine without dovecot skips these.
 */
const PASSWORD = 'abcd-efgh-ijkl-mnop';
const dovecot = await startDovecot(PASSWORD);
if (!dovecot.ok) console.warn(`SKIPPED the IMAP reader tests: ${dovecot.reason}`);

let t: TestApp;
let deps: ReaderDeps;

beforeAll(async () => {
  if (!dovecot.ok) return;
  const imap = { host: dovecot.server.host, port: String(dovecot.server.port) };
  t = await createTestApp(
    {
      MAIL_TLS_REJECT_UNAUTHORIZED: 'false',
      ICLOUD_IMAP_HOST: imap.host,
      ICLOUD_IMAP_PORT: imap.port,
      YAHOO_IMAP_HOST: imap.host,
      YAHOO_IMAP_PORT: imap.port,
    },
    { startJobs: false },
  );
  deps = readerDepsOf(t);
});
afterAll(async () => {
  await t?.close();
  if (dovecot.ok) await dovecot.server.stop();
});

let n = 0;
async function icloudAccount(password = PASSWORD) {
  const u = await register(t.app);
  const email = `user${++n}-${process.pid}@icloud.example`;
  return addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', email, password);
}

describe.skipIf(!dovecot.ok)('IMAP reader (dovecot)', () => {
  const server = () => (dovecot.ok ? dovecot.server : (undefined as never));

  it('starts at the current last UID without returning the mail already there, then returns what arrives', async () => {
    const account = await icloudAccount();
    await appendToInbox(server(), account.email, rfc822({ subject: 'Old one' }), rfc822({ subject: 'Old two' }));
    const first = await readNewMail(deps, account, null);
    expect(first).toMatchObject({ messages: [], cursor: '2', reset: true, more: false });
    expect(first.uidValidity).toMatch(/^\d+$/);

    const [uid] = await appendToInbox(
      server(),
      account.email,
      rfc822({
        from: '"Bob Sender" <Bob@Sender.Example>',
        to: `Ann <${account.email}>`,
        subject: 'Grüße zum Rechnungslauf',
        text: 'Bitte Rechnung 42 zahlen.',
        messageId: '<inv42@sender.example>',
        references: '<a@x> <b@x>',
        date: Date.UTC(2026, 10, 25, 9, 0, 0),
        headers: { Precedence: 'bulk', 'List-Unsubscribe': '<mailto:u@x>', Received: 'from x' },
      }),
    );
    const second = await readNewMail(deps, account, cursorOf(first));
    expect(second.messages).toEqual([
      {
        accountId: account.id,
        messageId: '<inv42@sender.example>',
        providerId: String(uid),
        threadId: null,
        from: 'bob@sender.example',
        fromName: 'Bob Sender',
        to: [account.email],
        subject: 'Grüße zum Rechnungslauf',
        text: 'Bitte Rechnung 42 zahlen.',
        date: Date.UTC(2026, 10, 25, 9, 0, 0),
        references: '<a@x> <b@x>',
        headers: {
          from: '"Bob Sender" <Bob@Sender.Example>',
          to: `Ann <${account.email}>`,
          'message-id': '<inv42@sender.example>',
          references: '<a@x> <b@x>',
          precedence: 'bulk',
          'list-unsubscribe': '<mailto:u@x>',
        },
      },
    ]);
    expect(second).toMatchObject({ cursor: String(uid), uidValidity: first.uidValidity, reset: false, more: false });
  });

  it('across restarts: the stored cursor returns only what came after it; an unstored one returns the batch again', async () => {
    const account = await icloudAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    await appendToInbox(server(), account.email, rfc822({ subject: 'One' }), rfc822({ subject: 'Two' }));
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    expect((await readNewMail(deps, account, start)).messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    await appendToInbox(server(), account.email, rfc822({ subject: 'Three' }));
    const next = await readNewMail(deps, account, cursorOf(read));
    expect(next.messages.map((m) => m.subject)).toEqual(['Three']);
    expect((await readNewMail(deps, account, cursorOf(next))).messages).toEqual([]);
  });

  it('reads a backlog in batches, and moves past messages deleted before they were read', async () => {
    const account = await icloudAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    const raws = Array.from({ length: 7 }, (_, i) => rfc822({ subject: `M${i + 1}` }));
    const uids = await appendToInbox(server(), account.email, ...raws);
    // M7 is deleted before anyone reads it.
    await withImap(server(), account.email, async (imap) => {
      const lock = await imap.getMailboxLock('INBOX');
      try {
        await imap.messageDelete(String(uids[6]), { uid: true });
      } finally {
        lock.release();
      }
    });
    const read = await readInBatches(deps, account, start, 3);
    expect(read.seen).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6']);
    expect(read.mores).toEqual([true, false]);
    expect(read.cursor.cursor).toBe(String(uids[6]));
    expect((await readNewMail(deps, account, read.cursor)).messages).toEqual([]);
  });

  it('on a new UIDVALIDITY starts again at the end, without returning the renumbered mail', async () => {
    const account = await icloudAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    await appendToInbox(server(), account.email, rfc822({ subject: 'Before the change' }));
    await changeUidValidity(server(), account.email, Number(start.uidValidity) + 1000);
    const reset = await readNewMail(deps, account, start);
    expect(reset).toMatchObject({
      messages: [],
      uidValidity: String(Number(start.uidValidity) + 1000),
      cursor: '1',
      reset: true,
    });
    await appendToInbox(server(), account.email, rfc822({ subject: 'After the change' }));
    expect((await readNewMail(deps, account, cursorOf(reset))).messages.map((m) => m.subject)).toEqual([
      'After the change',
    ]);
  });

  it('reads the text of a message with a big attachment, and never marks mail as read', async () => {
    const account = await icloudAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    await appendToInbox(
      server(),
      account.email,
      rfc822({ subject: 'Big', text: 'See the attachment.', attachmentBytes: 3_000_000 }),
    );
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => [m.subject, m.text])).toEqual([['Big', 'See the attachment.']]);
    const flags = await withImap(server(), account.email, async (imap) => {
      const lock = await imap.getMailboxLock('INBOX');
      try {
        const all: string[][] = [];
        for await (const m of imap.fetch('1:*', { flags: true })) all.push([...(m.flags ?? [])]);
        return all;
      } finally {
        lock.release();
      }
    });
    expect(flags).toHaveLength(1);
    expect(flags[0]).not.toContain('\\Seen');
  });

  it('lists the newest messages for the dry run, newest first', async () => {
    const account = await icloudAccount();
    await appendToInbox(server(), account.email, ...['R1', 'R2', 'R3', 'R4'].map((subject) => rfc822({ subject })));
    expect((await recentMail(deps, account, 3)).map((m) => m.subject)).toEqual(['R4', 'R3', 'R2']);
    const empty = await icloudAccount();
    expect(await recentMail(deps, empty, 50)).toEqual([]);
  });

  it('a refused app password is a permanent error asking to reconnect; an unreachable server a passing one', async () => {
    const wrong = await icloudAccount('not-the-password');
    const err = await readNewMail(deps, wrong, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadError);
    expect(err).toMatchObject({
      kind: 'permanent',
      message: 'Could not sign in to iCloud mail (IMAP). Reconnect the account.',
    });

    const account = await icloudAccount();
    const offline = { ...deps, config: { ...deps.config, ICLOUD_IMAP_HOST: '127.0.0.1', ICLOUD_IMAP_PORT: 1 } };
    await expect(readNewMail(offline, account, null)).rejects.toMatchObject({
      kind: 'retry',
      message: 'Could not read iCloud mail (IMAP). Will try again.',
    });
  });
});
