import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES, PAUSE_REASON_TEXTS } from '../../common/schemas/automations.js';
import { authed, authedNoBody, registerOnPlan } from '../test/auth-helpers.js';
import {
  automationRow,
  automationWorld,
  incoming,
  makeAutomation,
  outboxOf,
  runsOf,
  SEND_FIELDS,
  userWithMailbox,
  type AutomationWorld,
} from '../test/automation-fixtures.js';
import { EXECUTE_MESSAGES, executeNow } from './automation-execute.js';
import { moveAutomation } from './automation-lifecycle.js';

/**
 * Execute now, through POST /api/automations/:id/execute and the service: one run inside the
 * safeguards, answered with what happened in words (when the held message goes), the no-accounts
 * text without a linked account, and a mail automation run against its newest matching message.
 */
const MINUTE = 60_000;
const T0 = Math.ceil(Date.now() / MINUTE) * MINUTE;
let w: AutomationWorld;

beforeAll(async () => {
  w = await automationWorld(T0);
});
afterAll(async () => {
  await w?.close();
});

const execute = (cookie: string, id: string) =>
  w.t.app.inject({ method: 'POST', url: `/api/automations/${id}/execute`, headers: authedNoBody(cookie) });

describe('POST /api/automations/:id/execute', () => {
  it('queues the message held for its window and says when it goes; the run is in the history', async () => {
    const u = await userWithMailbox(w, 'Europe/London');
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const res = await execute(u.cookie, a.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [mail] = await outboxOf(w.db, u.user.id);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(mail!.send_at);
    expect(body.message).toBe(`Automation executed: email queued, sends at ${local} unless cancelled`);
    expect(body.run).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      outboxId: mail!.id,
      outboxStatus: 'scheduled',
    });
    expect(body.automation).toMatchObject({ id: a.id, runsTotal: 1, runsToday: 1 });
    expect(body.automation.lastExecuted).not.toBeNull();
    const history = await w.t.app.inject({ url: `/api/automations/${a.id}/runs`, headers: authed(u.cookie) });
    expect(history.json()).toHaveLength(1);
  });

  it('answers 409 with the no-accounts text when no email account is linked', async () => {
    const u = await registerOnPlan(w.t.app, 'pro');
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const res = await execute(u.cookie, a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(AUTOMATION_MESSAGES.noAccounts);
    expect(await runsOf(w.db, a.id)).toHaveLength(0);
  });

  it('runs an automation the user paused (once, leaving it paused), but not one a safeguard stopped', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    await moveAutomation(w.db, u.user.id, a.id, 'pause', T0);
    expect((await execute(u.cookie, a.id)).json()).toMatchObject({
      run: { status: 'succeeded' },
      automation: { status: 'paused' },
    });
    await w.db
      .updateTable('automations')
      .set({ status: 'stopped', paused_reason: 'expired' })
      .where('id', '=', a.id)
      .execute();
    const refused = await execute(u.cookie, a.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'automation_not_run', message: PAUSE_REASON_TEXTS.expired });
  });

  it('leaves a user pause the user’s when a safeguard refuses or the run fails', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    await moveAutomation(w.db, u.user.id, a.id, 'pause', T0);
    const today = new Date().toISOString().slice(0, 10);
    await w.db
      .updateTable('automations')
      .set({ runs_day: today, runs_day_count: 50, email_body: 'Hi {{nickname}}' })
      .where('id', '=', a.id)
      .execute();
    const limited = await execute(u.cookie, a.id);
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error.message).toBe(PAUSE_REASON_TEXTS.daily_limit);
    await w.db.updateTable('automations').set({ runs_day_count: 0 }).where('id', '=', a.id).execute();
    const failed = await execute(u.cookie, a.id);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error).toMatchObject({
      code: 'automation_run_failed',
      message: expect.stringMatching(/^Automation failed: The template uses/),
    });
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'paused', paused_reason: null, resumes_at: null });
  });

  it("is another user's automation: 404", async () => {
    const owner = await userWithMailbox(w);
    const a = await makeAutomation(w, owner.user.id, SEND_FIELDS, T0);
    const other = await userWithMailbox(w);
    expect((await execute(other.cookie, a.id)).statusCode).toBe(404);
    expect(await runsOf(w.db, a.id)).toHaveLength(0);
  });
});

describe('executeNow of a mail automation', () => {
  it('answers the newest matching message that no loop guard refuses, threaded', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(
      w,
      u.user.id,
      { name: 'Ack', triggerType: 'keyword', triggerValue: 'invoice', actionType: 'reply', emailTemplate: 'Got it' },
      T0,
    );
    const newestFromList = incoming(u.accountId, { from: 'list@sender.example', headers: { 'list-id': '<l.x>' } });
    const match = incoming(u.accountId, { from: 'carol@sender.example' });
    const older = incoming(u.accountId, { from: 'dave@sender.example' });
    const other = incoming(u.accountId, { subject: 'Lunch?', text: 'Noon?' });
    const recentMail = async () => [other, newestFromList, match, older];
    const r = await executeNow({ db: w.db, config: w.t.app.config, readers: { recentMail } }, u.user.id, a.id, T0);
    expect(r.run).toMatchObject({ trigger: 'manual', status: 'succeeded', recipient: 'carol@sender.example' });
    expect(r.run!.matched).toMatch(/invoice/i);
    const [mail] = await outboxOf(w.db, u.user.id);
    expect(mail).toMatchObject({
      to: 'carol@sender.example',
      in_reply_to: match.messageId,
      subject: `Re: ${match.subject}`,
    });
  });

  it('runs nothing when no recent message matches, and says so', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(
      w,
      u.user.id,
      {
        name: 'Ack',
        triggerType: 'sender',
        triggerValue: 'boss@corp.example',
        actionType: 'reply',
        emailTemplate: 'Ok',
      },
      T0,
    );
    const recentMail = async () => [incoming(u.accountId)];
    await expect(
      executeNow({ db: w.db, config: w.t.app.config, readers: { recentMail } }, u.user.id, a.id, T0),
    ).rejects.toMatchObject({ code: 'no_matching_message', message: EXECUTE_MESSAGES.noMatch(u.accountEmail) });
    expect(await runsOf(w.db, a.id)).toHaveLength(0);
    expect((await automationRow(w.db, a.id)).runs_total).toBe(0);
  });
});
