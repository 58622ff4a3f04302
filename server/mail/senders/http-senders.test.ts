import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimDue, claimJob } from '../../jobs/job-store.js';
import { queueEmail, sendJobId } from '../../services/outbox.js';
import { register } from '../../test/auth-helpers.js';
import { startFakeMailApis, type FakeMailApis } from '../../test/fake-mail-apis.js';
import { addOAuthAccount, manualClock, outbox, sendEmail, targetOf } from '../../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Gmail (API users.messages.send) and Outlook (Graph /me/sendMail) through the outbox, against
 * local fakes of both APIs that check the bearer token and answer as documented.
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
  apis.gmail.length = 0;
  apis.graph.length = 0;
  apis.refreshes.length = 0;
  apis.refreshedTokensWork.value = true;
});

let n = 0;
async function userWith(provider: 'gmail' | 'outlook', valid = true) {
  const u = await register(t.app);
  const accessToken = `access-${++n}`;
  if (valid) apis.validTokens.add(accessToken);
  const account = await addOAuthAccount(targetOf(t.app), u.user.id, provider, `ann${n}@${provider}.example`, {
    accessToken,
    refreshToken: `refresh-${n}`,
  });
  return { ...u, account, accessToken };
}

const row = (id: string) =>
  t.db.kysely.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Gmail API', () => {
  it('sends the RFC 2822 message as base64url raw with the bearer token and keeps Gmail id', async () => {
    const u = await userWith('gmail');
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', subject: 'Grüße', body: 'Hello Bob' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().status).toBe('sent');
    expect(apis.gmail).toHaveLength(1);
    const sent = apis.gmail[0]!;
    expect(sent.token).toBe(u.accessToken);
    expect(sent.parsed.messageId).toBe(`<${res.json().id}@agentops>`);
    expect(sent.parsed.from?.value[0]).toEqual({ name: 'Ann Example', address: u.account.email });
    expect(sent.parsed.subject).toBe('Grüße');
    expect(sent.parsed.text?.trim()).toBe('Hello Bob');
    expect((await row(res.json().id)).provider_message_id).toBe(sent.id);
  });

  it('refreshes the token once after a 401 and sends with the new one', async () => {
    const u = await userWith('gmail', false);
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' });
    expect(res.json().status).toBe('sent');
    expect(apis.refreshes).toHaveLength(1);
    expect(apis.refreshes[0]!.get('refresh_token')).toBe(`refresh-${n}`);
    expect(apis.refreshes[0]!.get('client_id')).toBe('gmail-client');
    expect(apis.gmail[0]!.token).toMatch(/^fresh-/);

    apis.refreshedTokensWork.value = false;
    const revoked = await userWith('gmail', false);
    const refused = await sendEmail(t.app, revoked.cookie, { to: 'bob@example.test', body: 'x' });
    expect(refused.json()).toMatchObject({
      status: 'failed',
      lastError: 'Gmail refused access. Reconnect the account and try again.',
    });
    expect(apis.refreshes).toHaveLength(2);
  });

  it('retries a 500 after the back-off and fails a 400 with Gmail’s message', async () => {
    const u = await userWith('gmail');
    Object.assign(apis.failNext, { count: 1, status: 500, body: { error: { code: 500, message: 'Backend Error' } } });
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' });
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      lastError: 'Gmail refused the message (HTTP 500): Backend Error',
    });
    clock.advance(30_000);
    await t.app.jobs.runDue();
    expect((await outbox(t.app, u.cookie)).json()[0]).toMatchObject({ status: 'sent', attempts: 2 });

    Object.assign(apis.failNext, {
      count: 1,
      status: 400,
      body: { error: { code: 400, message: 'Invalid To header' } },
    });
    const bad = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' });
    expect(bad.json()).toMatchObject({
      status: 'failed',
      lastError: 'Gmail refused the message (HTTP 400): Invalid To header',
    });
  });

  it('looks a lost answer up by Message-ID after the back-off instead of sending again', async () => {
    const u = await userWith('gmail');
    apis.dropNext.count = 1;
    const res = await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' });
    expect(res.json()).toMatchObject({ status: 'sending', attempts: 1 });
    expect(res.json().lastError).toContain('broke before it answered');
    clock.advance(30_000);
    await t.app.jobs.runDue();
    const after = await row(res.json().id);
    expect(after).toMatchObject({ status: 'sent', provider_message_id: apis.gmail[0]!.id });
    expect(apis.gmail).toHaveLength(1);
  });

  it('sends again when a run died mid-send and Gmail has no such message', async () => {
    const u = await userWith('gmail');
    const queued = await queueEmail(
      t.db.kysely,
      { userId: u.user.id, accountId: u.account.id, to: ['bob@example.test'], subject: 's', body: 'b' },
      clock.at,
    );
    // A run that recorded its request as going out to Gmail, and died.
    const [job] = await claimDue(t.db.kysely, t.db.dialect, { owner: 'dead', now: clock.at, leaseMs: 1000, limit: 1 });
    expect(job!.id).toBe(sendJobId(queued.id));
    await t.db.kysely
      .updateTable('email_outbox')
      .set({ status: 'sending', attempts: 1, delivery_stage: 'request' })
      .where('id', '=', queued.id)
      .execute();
    await t.app.jobs.runDue();
    expect(apis.gmail).toHaveLength(0); // the lease has not run out yet
    clock.advance(1001);
    await t.app.jobs.runDue();
    // Its request could still be in flight (if that run lives on, cut off from the database): Gmail
    // is asked only once such a request would have ended.
    expect(apis.gmail).toHaveLength(0);
    expect(await row(queued.id)).toMatchObject({ status: 'sending', attempts: 1 });
    clock.advance(2 * 60_000); // the job's back-off
    await t.app.jobs.runDue();
    expect(apis.gmail).toHaveLength(1);
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('Microsoft Graph', () => {
  it('posts the message JSON to /me/sendMail and takes 202 as sent', async () => {
    const u = await userWith('outlook');
    const res = await sendEmail(t.app, u.cookie, {
      to: 'bob@example.test, eve@example.test',
      subject: 'Hi',
      body: 'Body',
    });
    expect(res.json().status).toBe('sent');
    expect(apis.graph).toEqual([
      {
        token: u.accessToken,
        body: {
          message: {
            subject: 'Hi',
            body: { contentType: 'Text', content: 'Body' },
            toRecipients: [
              { emailAddress: { address: 'bob@example.test' } },
              { emailAddress: { address: 'eve@example.test' } },
            ],
            internetMessageId: `<${res.json().id}@agentops>`,
          },
          saveToSentItems: true,
        },
      },
    ]);
  });

  it('refreshes after a 401 with the Microsoft client', async () => {
    const u = await userWith('outlook', false);
    expect((await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' })).json().status).toBe('sent');
    expect(apis.refreshes[0]!.get('client_id')).toBe('outlook-client');
  });

  it('finds a lost answer in Sent Items; one it cannot find becomes uncertain, never a second send', async () => {
    const u = await userWith('outlook');
    apis.dropNext.count = 1;
    const found = (await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'x' })).json();
    apis.dropNext.count = 1;
    const lost = (await sendEmail(t.app, u.cookie, { to: 'bob@example.test', body: 'y' })).json();
    expect([found.status, lost.status]).toEqual(['sending', 'sending']);
    apis.graph.splice(1, 1); // Graph had not filed the second one (it delivers after answering)
    clock.advance(30_000);
    await t.app.jobs.runDue();
    expect((await row(found.id)).status).toBe('sent');
    expect(await row(lost.id)).toMatchObject({ status: 'uncertain', attempts: 1 });
    expect(apis.graph).toHaveLength(1);
  });

  it('sends again a message whose run died before its request went out, and only that one', async () => {
    const u = await userWith('outlook');
    const queue = (subject: string) =>
      queueEmail(
        t.db.kysely,
        { userId: u.user.id, accountId: u.account.id, to: ['bob@example.test'], subject, body: 'b' },
        clock.at,
      );
    const before = await queue('Died before the request');
    const after = await queue('Died after the request');
    // Runs that died holding their leases: one before its request to Graph, one after it.
    for (const [m, stage] of [
      [before, 'none'],
      [after, 'request'],
    ] as const) {
      await claimJob(t.db.kysely, sendJobId(m.id), { owner: 'dead', now: clock.at, leaseMs: 1000 });
      await t.db.kysely
        .updateTable('email_outbox')
        .set({ status: 'sending', attempts: 1, delivery_stage: stage })
        .where('id', '=', m.id)
        .execute();
    }
    clock.advance(1001);
    await t.app.jobs.runDue();
    expect(await row(before.id)).toMatchObject({ status: 'sent', attempts: 2, delivery_stage: 'request' });
    // Graph has no copy of the other, which proves nothing: it may still deliver it.
    expect(await row(after.id)).toMatchObject({ status: 'uncertain', attempts: 1 });
    expect(apis.graph.map((g) => g.body.message.subject)).toEqual(['Died before the request']);
  });
});
