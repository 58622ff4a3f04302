import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/auth-helpers.js';
import { startFakeMailApis, type FakeMailApis } from '../../test/fake-mail-apis.js';
import { rfc822 } from '../../test/incoming-mail.js';
import { addOAuthAccount, targetOf } from '../../test/outbox-fixtures.js';
import { cursorOf, readerDepsOf, readInBatches } from '../../test/reader-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { GMAIL_RAW_MAX } from './gmail.js';
import { readNewMail, recentMail, ReadError, type ReaderDeps } from './index.js';

/**
 * New Gmail mail by history id, against the local fake of the Gmail API (users.getProfile,
 * users.history.list, users.messages.list and get), with accounts linked as the app links them.
 */
let apis: FakeMailApis;
let t: TestApp;
let deps: ReaderDeps;

beforeAll(async () => {
  apis = await startFakeMailApis();
  t = await createTestApp(apis.env, { startJobs: false });
  deps = readerDepsOf(t);
});
afterAll(async () => {
  await t?.close();
  await apis?.close();
});

let n = 0;
/** A linked Gmail account with a mailbox of its own in the fake. */
async function gmailAccount(opts: { validToken?: boolean } = {}) {
  const u = await register(t.app);
  const email = `ann${++n}@gmail.example`;
  const accessToken = `gm-access-${n}`;
  const refreshToken = `gm-refresh-${n}`;
  if (opts.validToken !== false) apis.validTokens.add(accessToken);
  apis.tokenOwners.set(accessToken, email);
  apis.tokenOwners.set(refreshToken, email);
  const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', email, { accessToken, refreshToken });
  return { account, inbox: apis.gmailInbox(email) };
}

describe('Gmail reader', () => {
  it('starts at the current history id without returning the mail already there, then returns what arrives', async () => {
    const { account, inbox } = await gmailAccount();
    await inbox.deliver(rfc822({ subject: 'Old news' }));
    const first = await readNewMail(deps, account, null);
    expect(first).toMatchObject({ messages: [], cursor: String(inbox.historyId), reset: true, more: false });

    const raw = rfc822({
      from: '"Bob Sender" <Bob@Sender.Example>',
      to: `Ann <${account.email}>, carol@example.test`,
      subject: 'Invoice 42',
      text: 'Please pay invoice 42.',
      messageId: '<inv42@sender.example>',
      references: '<a@x> <b@x>',
      date: Date.UTC(2026, 10, 25, 9, 0, 0),
      headers: { 'Auto-Submitted': 'auto-generated', 'List-Id': '<news.sender.example>', Received: 'from x' },
    });
    const id = await inbox.deliver(raw, { threadId: 'thread-7' });
    const second = await readNewMail(deps, account, cursorOf(first));
    expect(second.messages).toEqual([
      {
        accountId: account.id,
        messageId: '<inv42@sender.example>',
        providerId: id,
        threadId: 'thread-7',
        from: 'bob@sender.example',
        fromName: 'Bob Sender',
        to: [account.email, 'carol@example.test'],
        subject: 'Invoice 42',
        text: 'Please pay invoice 42.',
        date: Date.UTC(2026, 10, 25, 9, 0, 0),
        references: '<a@x> <b@x>',
        headers: expect.objectContaining({
          'auto-submitted': 'auto-generated',
          'list-id': '<news.sender.example>',
          'message-id': '<inv42@sender.example>',
        }),
      },
    ]);
    expect(second.messages[0]!.headers).not.toHaveProperty('received');
    expect(second).toMatchObject({ cursor: String(inbox.historyId), reset: false, more: false });
    // Asked as documented: only additions to the inbox.
    const history = inbox.requests.filter((u) => u.pathname.endsWith('/history')).at(-1)!;
    expect(Object.fromEntries(history.searchParams)).toMatchObject({
      startHistoryId: first.cursor,
      historyTypes: 'messageAdded',
      labelId: 'INBOX',
    });
  });

  it('across restarts: the stored cursor returns only what came after it; an unstored one returns the batch again', async () => {
    const { account, inbox } = await gmailAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    await inbox.deliver(rfc822({ subject: 'One' }));
    await inbox.deliver(rfc822({ subject: 'Two' }));
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    // A crash before the new cursor was stored: the same messages come again, none is lost.
    expect((await readNewMail(deps, account, start)).messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    await inbox.deliver(rfc822({ subject: 'Three' }));
    const next = await readNewMail(deps, account, cursorOf(read));
    expect(next.messages.map((m) => m.subject)).toEqual(['Three']);
    expect((await readNewMail(deps, account, cursorOf(next))).messages).toEqual([]);
  });

  it('reads a backlog in batches, each cursor starting where the last batch ended', async () => {
    const { account, inbox } = await gmailAccount();
    const cursor = cursorOf(await readNewMail(deps, account, null));
    for (let i = 1; i <= 7; i++) await inbox.deliver(rfc822({ subject: `M${i}` }));
    const { seen, mores } = await readInBatches(deps, account, cursor, 3);
    expect(seen).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7']);
    expect(mores).toEqual([true, true, false]);
  });

  it('starts again from now when Gmail no longer has the history of the stored id, without the mail in between', async () => {
    const { account, inbox } = await gmailAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    await inbox.deliver(rfc822({ subject: 'Lost in the gap' }));
    inbox.expireHistory();
    const reset = await readNewMail(deps, account, start);
    expect(reset).toMatchObject({ messages: [], cursor: String(inbox.historyId), reset: true });
    await inbox.deliver(rfc822({ subject: 'After' }));
    expect((await readNewMail(deps, account, cursorOf(reset))).messages.map((m) => m.subject)).toEqual(['After']);
  });

  it('skips a message deleted before it was fetched and gives the snippet of one too big to fetch whole', async () => {
    const { account, inbox } = await gmailAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    const gone = await inbox.deliver(rfc822({ subject: 'Deleted' }));
    await inbox.deliver(
      rfc822({ subject: 'Big', text: "Here's the file you asked for.", attachmentBytes: GMAIL_RAW_MAX }),
    );
    inbox.remove(gone);
    const before = inbox.requests.length;
    const read = await readNewMail(deps, account, start);
    expect(read.messages).toHaveLength(1);
    expect(read.messages[0]).toMatchObject({ subject: 'Big', text: "Here's the file you asked for." });
    const formats = inbox.requests.slice(before).map((u) => u.searchParams.get('format'));
    expect(formats.filter((f) => f === 'raw')).toEqual([]); // the big one was never downloaded whole
  });

  it('keeps the headers of a message whose body cannot be parsed and reads on past it', async () => {
    const { account, inbox } = await gmailAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    const unreadable = rfc822({ subject: 'Unreadable', text: '<div>'.repeat(10_000) }).replace(
      'Content-Type: text/plain',
      'Content-Type: text/html',
    );
    await inbox.deliver(unreadable);
    await inbox.deliver(rfc822({ subject: 'After it', text: 'Fine' }));
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => [m.subject, m.from, m.text])).toEqual([
      ['Unreadable', 'bob@sender.example', ''],
      ['After it', 'bob@sender.example', 'Fine'],
    ]);
  });

  it('lists the newest inbox messages for the dry run, newest first', async () => {
    const { account, inbox } = await gmailAccount();
    const at = Date.now() - 60_000;
    for (let i = 1; i <= 4; i++) await inbox.deliver(rfc822({ subject: `R${i}` }), { internalDate: at + i * 1000 });
    await inbox.deliver(rfc822({ subject: 'Archived' }), { labelIds: ['SENT'], internalDate: at + 9000 });
    const recent = await recentMail(deps, account, 3);
    expect(recent.map((m) => m.subject)).toEqual(['R4', 'R3', 'R2']);
  });

  it('refreshes a refused token once; a refused refresh is a permanent error asking to reconnect', async () => {
    const stale = await gmailAccount({ validToken: false });
    expect((await readNewMail(deps, stale.account, null)).cursor).toBe(String(stale.inbox.historyId));
    expect(apis.refreshes.at(-1)?.get('refresh_token')).toBe(`gm-refresh-${n}`);

    apis.refreshedTokensWork.value = false;
    try {
      const revoked = await gmailAccount({ validToken: false });
      const err = await readNewMail(deps, revoked.account, null).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ReadError);
      expect(err).toMatchObject({
        kind: 'permanent',
        message: 'Gmail refused access. Reconnect the account and try again.',
      });
    } finally {
      apis.refreshedTokensWork.value = true;
    }
  });

  it('tells a passing failure (5xx, rate limit) from a lasting one (missing permission)', async () => {
    const { account } = await gmailAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    const fail = (status: number, body: unknown) => Object.assign(apis.failNextRead, { count: 1, status, body });

    fail(500, { error: { code: 500, message: 'Backend Error' } });
    await expect(readNewMail(deps, account, start)).rejects.toMatchObject({
      kind: 'retry',
      message: 'Gmail refused to list new mail (HTTP 500): Backend Error',
    });
    fail(403, {
      error: { code: 403, message: 'User-rate limit exceeded', errors: [{ reason: 'userRateLimitExceeded' }] },
    });
    await expect(readNewMail(deps, account, start)).rejects.toMatchObject({ kind: 'retry' });
    fail(403, {
      error: { code: 403, message: 'Insufficient Permission', errors: [{ reason: 'insufficientPermissions' }] },
    });
    await expect(readNewMail(deps, account, start)).rejects.toMatchObject({
      kind: 'permanent',
      message: 'Gmail refused to list new mail (HTTP 403): Insufficient Permission',
    });
    // The cursor still works once Gmail answers again.
    expect((await readNewMail(deps, account, start)).messages).toEqual([]);
  });

  it("reads each account's own mailbox", async () => {
    const a = await gmailAccount();
    const b = await gmailAccount();
    const [ca, cb] = [await readNewMail(deps, a.account, null), await readNewMail(deps, b.account, null)];
    await a.inbox.deliver(rfc822({ subject: 'For A' }));
    expect((await readNewMail(deps, a.account, cursorOf(ca))).messages.map((m) => m.subject)).toEqual(['For A']);
    expect((await readNewMail(deps, b.account, cursorOf(cb))).messages).toEqual([]);
  });
});
