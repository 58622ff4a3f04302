import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueEmail, type NewOutboxMessage } from '../../services/outbox.js';
import { createDeliveryDeps } from '../../services/email-delivery.js';
import { register } from '../../test/auth-helpers.js';
import { startFakeMailApis, type FakeMailApis } from '../../test/fake-mail-apis.js';
import { addOAuthAccount, manualClock, targetOf } from '../../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { composeMime, messageIdFor } from '../compose-mime.js';
import { outgoingMail } from '../deliver.js';
import { sendViaGmail } from './gmail.js';

/**
 * Replies thread with the message they answer: Gmail gets the conversation's threadId beside the
 * raw message (which carries In-Reply-To and References); Graph, which takes no such headers on
 * sendMail, answers through POST /me/messages/{id}/reply of the original.
 */
let apis: FakeMailApis;
let t: TestApp;
const clock = manualClock();

beforeAll(async () => {
  apis = await startFakeMailApis();
  t = await createTestApp(apis.env, { startJobs: false, jobs: { now: clock.now } });
});
afterAll(async () => {
  await t?.close();
  await apis?.close();
});
beforeEach(() => {
  clock.at = Date.now();
});

let n = 0;
async function account(provider: 'gmail' | 'outlook') {
  const u = await register(t.app);
  const email = `ann${++n}@${provider}.example`;
  const accessToken = `thread-access-${n}`;
  apis.validTokens.add(accessToken);
  apis.tokenOwners.set(accessToken, email);
  const acc = await addOAuthAccount(targetOf(t.app), u.user.id, provider, email, { accessToken });
  return { user: u.user, account: acc, email };
}

const row = (id: string) =>
  t.db.kysely.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An automation's reply to bob's Invoice 42, queued with the threading fields in `threading`. */
const queueReply = (
  userId: string,
  accountId: string,
  threading: Pick<NewOutboxMessage, 'inReplyTo' | 'references' | 'threadId'>,
) =>
  queueEmail(
    t.db.kysely,
    {
      userId,
      accountId,
      to: ['bob@sender.example'],
      subject: 'Re: Invoice 42',
      body: 'Thanks, paid.',
      automated: true,
      ...threading,
    },
    clock.at,
  );

const senderDeps = () => ({
  config: t.app.config,
  credentials: createDeliveryDeps(t.db.kysely, t.app.config).credentials,
});

describe('Gmail', () => {
  it('sends a reply into the conversation it answers, with its In-Reply-To and References', async () => {
    const { user, account: acc } = await account('gmail');
    const queued = await queueReply(user.id, acc.id, {
      inReplyTo: '<inv42@sender.example>',
      references: '<a@x> <inv42@sender.example>',
      threadId: 'thread-7',
    });
    const mail = outgoingMail(await row(queued.id), acc);
    await sendViaGmail(senderDeps(), acc, await composeMime(mail), undefined, mail.threadId);
    const sent = apis.gmail.at(-1)!;
    expect(sent.threadId).toBe('thread-7');
    expect(sent.parsed.inReplyTo).toBe('<inv42@sender.example>');
    expect(sent.parsed.references).toEqual(['<a@x>', '<inv42@sender.example>']);
    expect(sent.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('sends a message that is no reply without a threadId', async () => {
    const { account: acc } = await account('gmail');
    const mail = {
      outboxId: 'o-1',
      from: { name: null, address: acc.email },
      to: ['b@x'],
      subject: 's',
      text: 't',
      date: clock.at,
    };
    await sendViaGmail(senderDeps(), acc, await composeMime(mail), undefined, null);
    expect(apis.gmail.at(-1)).not.toHaveProperty('threadId');
  });
});

describe('Microsoft Graph', () => {
  it('answers through the original message when it is in the mailbox', async () => {
    const { user, account: acc, email } = await account('outlook');
    const original = apis
      .graphInbox(email)
      .deliver({ from: 'bob@sender.example', internetMessageId: '<inv42@sender.example>' });
    const queued = await queueReply(user.id, acc.id, {
      inReplyTo: '<inv42@sender.example>',
      references: '<inv42@sender.example>',
      threadId: 'conv-1',
    });
    const sentBefore = apis.graph.length;
    await t.app.jobs.runDue();
    expect(await row(queued.id)).toMatchObject({ status: 'sent' });
    expect(apis.graph.length).toBe(sentBefore); // not a new message
    expect(apis.graphReplies.at(-1)).toEqual({
      token: `thread-access-${n}`,
      messageId: original,
      body: {
        message: {
          toRecipients: [{ emailAddress: { address: 'bob@sender.example' } }],
          body: { contentType: 'Text', content: 'Thanks, paid.' },
        },
      },
    });
  });

  it('sends a new message (marked against auto-replies) when the original is gone', async () => {
    const { user, account: acc } = await account('outlook');
    const queued = await queueReply(user.id, acc.id, { inReplyTo: '<deleted@sender.example>' });
    const replies = apis.graphReplies.length;
    await t.app.jobs.runDue();
    expect(await row(queued.id)).toMatchObject({ status: 'sent' });
    expect(apis.graphReplies.length).toBe(replies);
    expect(apis.graph.at(-1)!.body.message).toEqual({
      subject: 'Re: Invoice 42',
      body: { contentType: 'Text', content: 'Thanks, paid.' },
      toRecipients: [{ emailAddress: { address: 'bob@sender.example' } }],
      internetMessageId: messageIdFor(queued.id),
      internetMessageHeaders: [{ name: 'X-Auto-Response-Suppress', value: 'All' }],
    });
  });

  it('tries a reply again later when the look-up of the original fails for a moment', async () => {
    const { user, account: acc, email } = await account('outlook');
    apis.graphInbox(email).deliver({ internetMessageId: '<later@sender.example>' });
    const queued = await queueEmail(
      t.db.kysely,
      {
        userId: user.id,
        accountId: acc.id,
        to: ['b@x'],
        subject: 'Re: x',
        body: 'y',
        inReplyTo: '<later@sender.example>',
      },
      clock.at,
    );
    Object.assign(apis.failNextRead, {
      count: 1,
      status: 503,
      body: { error: { code: 'ServiceUnavailable', message: 'Busy' } },
    });
    const replies = apis.graphReplies.length;
    await t.app.jobs.runDue();
    expect(await row(queued.id)).toMatchObject({ status: 'scheduled', attempts: 1, delivery_stage: 'none' });
    clock.advance(30_000);
    await t.app.jobs.runDue();
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(apis.graphReplies.length).toBe(replies + 1);
  });
});
