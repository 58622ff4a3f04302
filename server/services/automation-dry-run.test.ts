import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { AUTOMATION_MESSAGES, type AutomationRequest } from '../../common/schemas/automations.js';
import { DRY_RUN_LIMIT } from '../routes/automation-dry-run.js';
import { authed, registerOnPlan } from '../test/auth-helpers.js';
import { startFakeMailApis, type FakeMailApis } from '../test/fake-mail-apis.js';
import { rfc822 } from '../test/incoming-mail.js';
import { addAutomation, memoryMailbox, replyOnKeyword } from '../test/mail-trigger-fixtures.js';
import { addOAuthAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { estimateAgentCost } from './automation-agent.js';
import { RUN_MESSAGES } from './automation-runs.js';
import { DRY_RUN_MESSAGES, dryRun } from './automation-dry-run.js';
import { AutomationFieldsSchema } from '../../common/schemas/automations.js';

/**
 * POST /api/automations/dry-run: what a keyword or sender automation would have done with the
 * account's recent mail (read through the Gmail API fake), and that nothing is sent or stored.
 */
let apis: FakeMailApis;
let t: TestApp;
beforeAll(async () => {
  apis = await startFakeMailApis();
  t = await createTestApp(apis.env, { startJobs: false });
});
afterAll(async () => {
  await t?.close();
  await apis?.close();
});

const dryRunCall = (cookie: string, payload: AutomationRequest, automationId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/automations/dry-run',
    ...(automationId ? { query: { automationId } } : {}),
    headers: authed(cookie),
    payload,
  });

let n = 0;
async function userWithGmail() {
  const u = await registerOnPlan(t.app, 'pro');
  const email = `dry${++n}@gmail.example`;
  const token = `dry-gm-${n}`;
  apis.validTokens.add(token);
  apis.tokenOwners.set(token, email);
  const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', email, { accessToken: token });
  return { ...u, account, inbox: apis.gmailInbox(email) };
}

/** Every table a real run would write, counted for the user. */
async function writesOf(userId: string) {
  const db = t.db.kysely;
  const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    Number((await q.executeTakeFirstOrThrow()).n);
  return {
    outbox: await count(
      db
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId),
    ),
    runs: await count(
      db
        .selectFrom('automation_runs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId),
    ),
    tasks: await count(
      db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId),
    ),
    seen: await count(db.selectFrom('mail_seen').select((eb) => eb.fn.countAll<number>().as('n'))),
    cursors: await count(db.selectFrom('mail_cursors').select((eb) => eb.fn.countAll<number>().as('n'))),
  };
}

describe('dry run', () => {
  it('shows which recent messages would match and what would be sent, sending and storing nothing', async () => {
    const u = await userWithGmail();
    const at = Date.UTC(2026, 10, 20, 9);
    await u.inbox.deliver(
      rfc822({ from: 'Bob <bob@example.org>', subject: 'Invoice 1', messageId: '<i1@example.org>', date: at }),
      { internalDate: at },
    );
    await u.inbox.deliver(rfc822({ from: 'carol@example.org', subject: 'Lunch', date: at + 1000 }), {
      internalDate: at + 1000,
    });
    await u.inbox.deliver(
      rfc822({
        from: 'news@example.org',
        subject: 'Invoice news',
        messageId: '<n1@example.org>',
        headers: { 'List-Id': '<news.example.org>' },
        date: at + 2000,
      }),
      { internalDate: at + 2000 },
    );
    const before = await writesOf(u.user.id);

    const res = await dryRunCall(u.cookie, replyOnKeyword('invoice'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      accountId: u.account.id,
      scanned: 3,
      // Newest first, as the mailbox lists them.
      matches: [
        {
          messageId: '<n1@example.org>',
          from: 'news@example.org',
          subject: 'Invoice news',
          date: new Date(at + 2000).toISOString(),
          matched: 'keyword "invoice" in the subject',
          outcome: 'skipped',
          skippedBecause: 'Skipped: mailing list mail (List-Id)',
          wouldSend: null,
        },
        {
          messageId: '<i1@example.org>',
          from: 'bob@example.org',
          subject: 'Invoice 1',
          date: new Date(at).toISOString(),
          matched: 'keyword "invoice" in the subject',
          outcome: 'send',
          skippedBecause: null,
          wouldSend: { to: 'bob@example.org', subject: 'Re: Invoice 1', body: 'Thanks Bob, we got "Invoice 1".' },
        },
      ],
      estimatedCostUsd: 0,
    });
    expect(await writesOf(u.user.id)).toEqual(before);
    // The provider was only read: nothing went out through Gmail.
    expect(apis.gmail).toEqual([]);
  });

  it('applies the reply window: a second message from the same sender within it gets no second reply', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', `dry${++n}@gmail.example`, {
      accessToken: `unused-${n}`,
    });
    const box = memoryMailbox();
    const hour = 3600_000;
    const at = Date.UTC(2026, 10, 20, 9);
    box.deliver(
      { from: 'bob@example.org', subject: 'invoice a', date: at, messageId: '<a@x>' },
      { from: 'bob@example.org', subject: 'invoice b', date: at + hour, messageId: '<b@x>' },
      { from: 'bob@example.org', subject: 'invoice c', date: at + 25 * hour, messageId: '<c@x>' },
    );
    const fields = AutomationFieldsSchema.parse({ ...replyOnKeyword('invoice'), accountId: account.id });
    const result = await dryRun({ db: t.db.kysely, config: t.app.config, readers: box }, u.user.id, fields);
    expect(result.matches.map((m) => [m.messageId, m.outcome, m.skippedBecause])).toEqual([
      ['<c@x>', 'send', null],
      ['<b@x>', 'skipped', RUN_MESSAGES.replyWindow('bob@example.org', 24)],
      ['<a@x>', 'send', null],
    ]);

    // Editing a saved automation: a sender it answered an hour ago would get no reply now.
    const saved = await addAutomation(t.db.kysely, u.user.id, { ...replyOnKeyword('invoice'), accountId: account.id });
    await t.db.kysely
      .insertInto('automation_replies')
      .values({ automation_id: saved.id, sender: 'bob@example.org', replied_at: Date.now() - hour })
      .execute();
    const editing = await dryRun({ db: t.db.kysely, config: t.app.config, readers: box }, u.user.id, fields, {
      automationId: saved.id,
    });
    expect(editing.matches.map((m) => m.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
  });

  it("adds up the agent actions' estimated provider cost", async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', `dry${++n}@gmail.example`, {
      accessToken: `unused-${n}`,
    });
    const box = memoryMailbox();
    box.deliver({ from: 'ann@example.org', subject: 'report due' }, { from: 'ben@example.org', subject: 'report' });
    const agentId = AGENTS[0]!.id;
    const fields = AutomationFieldsSchema.parse({
      name: 'Summarise reports',
      triggerType: 'keyword',
      triggerValue: 'report',
      actionType: 'agent',
      agentId,
      agentPrompt: 'Summarise this for me',
      accountId: account.id,
    });
    const result = await dryRun({ db: t.db.kysely, config: t.app.config, readers: box }, u.user.id, fields);
    expect(result.matches.map((m) => m.outcome)).toEqual(['agent', 'agent']);
    const expected = result.matches
      .map((m) => estimateAgentCost(agentId, m.wouldSend!.body).estimatedCostUsd)
      .reduce((a, b) => a + b, 0);
    expect(result.estimatedCostUsd).toBeGreaterThan(0);
    expect(result.estimatedCostUsd).toBeCloseTo(expected, 10);
  });

  it('answers the no-accounts warning without a linked account, and refuses other triggers', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const none = await dryRunCall(u.cookie, replyOnKeyword('x'));
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'no_email_accounts', message: AUTOMATION_MESSAGES.noAccounts });

    const g = await userWithGmail();
    const scheduled = await dryRunCall(g.cookie, {
      name: 'Weekly',
      recipientEmail: 'a@example.org',
      emailSubject: 's',
      emailBody: 'b',
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().error.message).toBe(DRY_RUN_MESSAGES.mailTriggersOnly);

    // Another user's account is as unknown as a made-up one.
    const theirs = await dryRunCall(u.cookie, { ...replyOnKeyword('x'), accountId: g.account.id });
    expect(theirs.statusCode).toBe(404);
  });

  it("applies the reply window of the automation being edited (?automationId), and 404s on another user's", async () => {
    const u = await userWithGmail();
    const at = Date.now() - 60_000;
    await u.inbox.deliver(
      rfc822({ from: 'bob@example.org', subject: 'Invoice 7', messageId: '<i7@example.org>', date: at }),
      { internalDate: at },
    );
    const form = { ...replyOnKeyword('invoice'), accountId: u.account.id };
    const saved = await addAutomation(t.db.kysely, u.user.id, form);
    await t.db.kysely
      .insertInto('automation_replies')
      .values({ automation_id: saved.id, sender: 'bob@example.org', replied_at: Date.now() - 3600_000 })
      .execute();
    const outcomes = (res: { json(): { matches: { outcome: string; skippedBecause: string | null }[] } }) =>
      res.json().matches.map((m) => [m.outcome, m.skippedBecause]);

    // A new automation: Bob would be answered.
    const fresh = await dryRunCall(u.cookie, form);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(outcomes(fresh)).toEqual([['send', null]]);
    // The saved one answered Bob an hour ago: within its window, no second reply.
    const editing = await dryRunCall(u.cookie, form, saved.id);
    expect(editing.statusCode, editing.body).toBe(200);
    expect(outcomes(editing)).toEqual([['skipped', RUN_MESSAGES.replyWindow('bob@example.org', 24)]]);

    // Another user naming it (with their own mailbox) gets the same 404 as for a made-up id.
    const other = await userWithGmail();
    const theirs = await dryRunCall(other.cookie, replyOnKeyword('invoice'), saved.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('automation_not_found');
    const unknown = await dryRunCall(other.cookie, replyOnKeyword('invoice'), 'no-such-automation');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
  });

  it(`allows ${DRY_RUN_LIMIT.max} dry runs a minute per user`, async () => {
    const u = await userWithGmail();
    for (let i = 0; i < DRY_RUN_LIMIT.max; i++)
      expect((await dryRunCall(u.cookie, replyOnKeyword('x'))).statusCode).toBe(200);
    const limited = await dryRunCall(u.cookie, replyOnKeyword('x'));
    expect(limited.statusCode).toBe(429);
    // Others are not affected.
    const other = await userWithGmail();
    expect((await dryRunCall(other.cookie, replyOnKeyword('x'))).statusCode).toBe(200);
  });
});
