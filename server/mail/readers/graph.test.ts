import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../test/auth-helpers.js';
import { startFakeMailApis, type FakeMailApis } from '../../test/fake-mail-apis.js';
import { addOAuthAccount, targetOf } from '../../test/outbox-fixtures.js';
import { cursorOf, readerDepsOf, readInBatches } from '../../test/reader-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fromGraph } from './graph.js';
import { readNewMail, recentMail, type ReaderDeps } from './index.js';

/**
 * New Outlook mail by Graph delta on the inbox, against the local fake of Graph (delta rounds
 * with next and delta links, inbox listing), with accounts linked as the app links them.
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
async function outlookAccount() {
  const u = await register(t.app);
  const email = `ann${++n}@outlook.example`;
  const accessToken = `ol-access-${n}`;
  apis.validTokens.add(accessToken);
  apis.tokenOwners.set(accessToken, email);
  const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'outlook', email, { accessToken });
  return { account, inbox: apis.graphInbox(email) };
}

describe('Graph reader', () => {
  it('walks a first round to its delta link without returning the mail already there, then returns what arrives', async () => {
    const { account, inbox } = await outlookAccount();
    inbox.deliver({ subject: 'Old news', receivedAt: Date.now() - 86_400_000 });
    inbox.deliver({ subject: 'Just before linking', receivedAt: Date.now() - 1000 });
    const first = await readNewMail(deps, account, null);
    expect(first).toMatchObject({ messages: [], reset: true, more: false });
    expect(first.cursor).toMatch(/\/me\/mailFolders\/inbox\/messages\/delta\?\$deltatoken=/);
    // Asked for created messages only, received lately, with the fields the triggers need, as text.
    const asked = inbox.requests[0]!;
    expect(asked.url.searchParams.get('changeType')).toBe('created');
    expect(asked.url.searchParams.get('$filter')).toMatch(/^receivedDateTime ge \d{4}-\d\d-\d\dT/);
    expect(asked.url.searchParams.get('$select')!.split(',')).toEqual(
      expect.arrayContaining(['internetMessageId', 'internetMessageHeaders', 'from', 'body', 'conversationId']),
    );
    expect(asked.prefer).toContain('outlook.body-content-type="text"');

    const receivedAt = Math.floor(Date.now() / 1000) * 1000;
    const id = inbox.deliver({
      from: 'Bob@Sender.Example',
      fromName: 'Bob Sender',
      to: [account.email],
      subject: 'Invoice 42',
      text: 'Please pay invoice 42.',
      internetMessageId: '<inv42@sender.example>',
      headers: { 'Auto-Submitted': 'auto-replied', References: '<a@x> <b@x>', Received: 'from x' },
      conversationId: 'conv-9',
      receivedAt,
    });
    const second = await readNewMail(deps, account, cursorOf(first));
    expect(second.messages).toEqual([
      {
        accountId: account.id,
        messageId: '<inv42@sender.example>',
        providerId: id,
        threadId: 'conv-9',
        from: 'bob@sender.example',
        fromName: 'Bob Sender',
        to: [account.email],
        subject: 'Invoice 42',
        text: 'Please pay invoice 42.',
        date: receivedAt,
        references: '<a@x> <b@x>',
        headers: {
          'message-id': '<inv42@sender.example>',
          'auto-submitted': 'auto-replied',
          references: '<a@x> <b@x>',
        },
      },
    ]);
    expect(second).toMatchObject({ reset: false, more: false });
  });

  it('does not return a message again when it is only marked read', async () => {
    const { account, inbox } = await outlookAccount();
    const old = inbox.deliver({ subject: 'Old' });
    const start = cursorOf(await readNewMail(deps, account, null));
    const fresh = inbox.deliver({ subject: 'New' });
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => m.subject)).toEqual(['New']);
    inbox.markRead(old);
    inbox.markRead(fresh);
    expect((await readNewMail(deps, account, cursorOf(read))).messages).toEqual([]);
  });

  it('across restarts: the stored link returns only what came after it; an unstored one returns the batch again', async () => {
    const { account, inbox } = await outlookAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    inbox.deliver({ subject: 'One' });
    inbox.deliver({ subject: 'Two' });
    const read = await readNewMail(deps, account, start);
    expect(read.messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    expect((await readNewMail(deps, account, start)).messages.map((m) => m.subject)).toEqual(['One', 'Two']);
    inbox.deliver({ subject: 'Three' });
    const next = await readNewMail(deps, account, cursorOf(read));
    expect(next.messages.map((m) => m.subject)).toEqual(['Three']);
    expect((await readNewMail(deps, account, cursorOf(next))).messages).toEqual([]);
  });

  it('reads a backlog page by page, a full batch stopping at a next link', async () => {
    const { account, inbox } = await outlookAccount();
    const cursor = cursorOf(await readNewMail(deps, account, null));
    for (let i = 1; i <= 120; i++) inbox.deliver({ subject: `M${i}` });
    const { seen, mores } = await readInBatches(deps, account, cursor, 50);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `M${i + 1}`));
    expect(mores).toEqual([true, true, false]);
  });

  it('starts a new first round when the link has expired, without the mail in between', async () => {
    const { account, inbox } = await outlookAccount();
    const start = cursorOf(await readNewMail(deps, account, null));
    inbox.deliver({ subject: 'Lost in the gap', receivedAt: Date.now() - 10 * 60_000 });
    inbox.expireDeltaLinks();
    const reset = await readNewMail(deps, account, start);
    expect(reset).toMatchObject({ messages: [], reset: true });
    inbox.deliver({ subject: 'After' });
    expect((await readNewMail(deps, account, cursorOf(reset))).messages.map((m) => m.subject)).toEqual(['After']);
  });

  it('walks the whole inbox in the first round when Graph refuses the received-time filter', async () => {
    const { account, inbox } = await outlookAccount();
    inbox.refuseDeltaFilter = true;
    for (let i = 1; i <= 60; i++) inbox.deliver({ subject: `Old ${i}`, receivedAt: Date.now() - 86_400_000 });
    const first = await readNewMail(deps, account, null);
    expect(first).toMatchObject({ messages: [], reset: true });
    inbox.deliver({ subject: 'New' });
    expect((await readNewMail(deps, account, cursorOf(first))).messages.map((m) => m.subject)).toEqual(['New']);
  });

  it('never sends the token to a stored link outside the configured Graph address', async () => {
    const { account, inbox } = await outlookAccount();
    const before = inbox.requests.length;
    const res = await readNewMail(deps, account, { cursor: 'https://evil.example/steal?x=1', uidValidity: null });
    expect(res).toMatchObject({ messages: [], reset: true });
    expect(inbox.requests.slice(before).map((r) => r.url.searchParams.has('changeType'))).toEqual([true]);
  });

  it('lists the newest inbox messages for the dry run, newest first', async () => {
    const { account, inbox } = await outlookAccount();
    const at = Date.now() - 60_000;
    for (let i = 1; i <= 4; i++) inbox.deliver({ subject: `R${i}`, receivedAt: at + i * 1000 });
    const recent = await recentMail(deps, account, 3);
    expect(recent.map((m) => m.subject)).toEqual(['R4', 'R3', 'R2']);
    const asked = inbox.requests.at(-1)!.url.searchParams;
    expect([asked.get('$top'), asked.get('$orderby')]).toEqual(['3', 'receivedDateTime desc']);
  });

  it('renders an HTML body as text and keeps a missing sender as null', () => {
    const account = { id: 'acc' } as Parameters<typeof fromGraph>[0];
    const m = fromGraph(account, {
      id: 'x1',
      body: {
        contentType: 'html',
        content: '<html><body><p>Hi &amp; bye<br>Line&nbsp;2</p><style>p{}</style></body></html>',
      },
      from: null,
    });
    expect(m).toMatchObject({ text: 'Hi & bye\nLine 2', from: null, messageId: 'x1', subject: '', to: [] });
  });
});
