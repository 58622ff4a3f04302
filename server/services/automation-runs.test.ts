import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAUSE_REASON_TEXTS, SAFEGUARDS } from '../../common/schemas/automations.js';
import { authed, authedNoBody } from '../test/auth-helpers.js';
import {
  automationRow,
  automationWorld,
  headerOf,
  incoming,
  makeAutomation,
  outboxOf,
  runsOf,
  SEND_FIELDS,
  userWithMailbox,
  type AutomationWorld,
} from '../test/automation-fixtures.js';
import { executeAgentRun } from './automation-agent-runs.js';
import { claimRun, RUN_MESSAGES, type ClaimRequest } from './automation-runs.js';
import { startOfNextDay, userDayKey } from './automation-schedule.js';
import { scheduleAutomationScheduler } from '../jobs/automation-jobs.js';
import { moveAutomation } from './automation-lifecycle.js';
import { DomainError } from '../lib/domain-error.js';
import { AGENTS } from '../../common/agents/catalogue.js';

/**
 * claimRun on either database (TEST_DATABASE_URL selects PostgreSQL): one run per slot, the
 * action carried out in the claiming transaction (the outbox row, held and cancellable; the
 * task), and every safeguard the claim enforces tripping and recovering.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Math.ceil(Date.now() / MINUTE) * MINUTE;
let w: AutomationWorld;
const deps = () => ({ db: w.db });

beforeAll(async () => {
  w = await automationWorld(T0);
});
afterAll(async () => {
  await w?.close();
});

const schedule = (automationId: string, slot: number): ClaimRequest => ({
  automationId,
  slotKey: `schedule:${slot}`,
  trigger: 'schedule',
  slotAt: slot,
});

describe('a claim', () => {
  it('runs a slot once: concurrent claims of the same slot queue exactly one message', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const results = await Promise.all([1, 2, 3, 4].map(() => claimRun(deps(), schedule(a.id, T0), T0)));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.filter((r) => !r.claimed)).toEqual(
      Array.from({ length: 3 }, () => ({ claimed: false, reason: 'already claimed' })),
    );
    const [run] = await runsOf(w.db, a.id);
    const [mail] = await outboxOf(w.db, u.user.id);
    expect(mail).toMatchObject({
      to: 'boss@example.test',
      subject: 'Status',
      body: 'All well. Report',
      automated: 1,
      status: 'scheduled',
      send_at: T0 + 120_000,
      idempotency_key: `automation:${run!.id}`,
    });
    expect(run).toMatchObject({ status: 'succeeded', outbox_id: mail!.id, recipient: 'boss@example.test' });
    expect(await automationRow(w.db, a.id)).toMatchObject({
      runs_total: 1,
      runs_day_count: 1,
      last_executed_at: T0,
      consecutive_failures: 0,
    });
  });

  it('holds the send for the hold window; cancelled from the outbox in that time, it never goes', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, holdSeconds: 300 }, T0);
    const r = await claimRun(deps(), schedule(a.id, T0 + 1), T0);
    expect(r.claimed).toBe(true);
    const [mail] = await outboxOf(w.db, u.user.id);
    expect(mail!.send_at).toBe(T0 + 300_000);
    const cancel = await w.t.app.inject({
      method: 'POST',
      url: `/api/email/outbox/${mail!.id}/cancel`,
      headers: authedNoBody(u.cookie),
    });
    expect(cancel.statusCode).toBe(200);
    w.clock.at = T0 + 10 * MINUTE;
    await w.t.app.jobs.runDue();
    expect(w.sink.messages.filter((m) => m.messageId === `<${mail!.id}@agentops>`)).toHaveLength(0);
    expect(await outboxOf(w.db, u.user.id)).toMatchObject([{ status: 'cancelled' }]);
    const history = await w.t.app.inject({ url: `/api/automations/${a.id}/runs`, headers: authed(u.cookie) });
    expect(history.json()[0]).toMatchObject({ status: 'succeeded', outboxStatus: 'cancelled' });
  });

  it('creates the task of a task action in the same transaction', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(
      w,
      u.user.id,
      { name: 'Follow up', actionType: 'task', emailSubject: 'Call {{automation}}', emailTemplate: 'Ring them' },
      T0,
    );
    const r = await claimRun(deps(), schedule(a.id, T0), T0);
    expect(r.claimed && r.run.task_id).toBeTruthy();
    const task = await w.db.selectFrom('tasks').selectAll().where('user_id', '=', u.user.id).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ title: 'Call Follow up', description: 'Ring them' });
  });
});

describe('a reply', () => {
  const replyFields = {
    name: 'Thanks',
    triggerType: 'keyword',
    triggerValue: 'invoice',
    actionType: 'reply',
    emailTemplate: 'Thank you {{senderName}}',
    holdSeconds: 0,
  } as const;

  it('threads and says it is automated (Auto-Submitted, X-Auto-Response-Suppress, In-Reply-To, References)', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, replyFields, T0);
    const m = incoming(u.accountId, { references: '<root@sender.example>' });
    const r = await claimRun(
      deps(),
      { automationId: a.id, slotKey: `mail:${u.accountId}:${m.messageId}`, trigger: 'mail', matched: 'x', message: m },
      w.clock.at,
    );
    expect(r.claimed).toBe(true);
    const before = w.sink.messages.length;
    await w.t.app.jobs.runDue();
    const [sent] = await w.sink.waitForMessages(before + 1);
    const mail = w.sink.messages.at(-1)!;
    expect(sent).toBeDefined();
    expect(mail.subject).toBe(`Re: ${m.subject}`);
    expect(mail.text.trim()).toBe('Thank you Alice');
    expect(headerOf(mail.raw, 'Auto-Submitted')).toBe('auto-generated');
    expect(headerOf(mail.raw, 'X-Auto-Response-Suppress')).toBe('All');
    expect(headerOf(mail.raw, 'In-Reply-To')).toBe(m.messageId);
    expect(headerOf(mail.raw, 'References')).toBe(`<root@sender.example> ${m.messageId}`);
  });

  it('answers one sender once per reply window, others meanwhile, and the same sender after the window', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, { ...replyFields, holdSeconds: 120 }, T0);
    const claim = (from: string, at: number) => {
      const m = incoming(u.accountId, { from });
      const slotKey = `mail:${u.accountId}:${m.messageId}`;
      return claimRun(deps(), { automationId: a.id, slotKey, trigger: 'mail', matched: 'x', message: m }, at);
    };
    expect((await claim('alice@sender.example', T0)).claimed).toBe(true);
    expect(await claim('alice@sender.example', T0 + HOUR)).toEqual({
      claimed: false,
      reason: RUN_MESSAGES.replyWindow('alice@sender.example', 24),
    });
    expect((await claim('bob@sender.example', T0 + HOUR + 1)).claimed).toBe(true);
    expect((await claim('alice@sender.example', T0 + 25 * HOUR)).claimed).toBe(true);
    const runs = await runsOf(w.db, a.id);
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'skipped', 'succeeded', 'succeeded']);
    expect(runs[1]!.error).toBe('Already answered alice@sender.example within the last 24 hours.');
    expect((await outboxOf(w.db, u.user.id)).map((o) => o.to)).toEqual([
      'alice@sender.example',
      'bob@sender.example',
      'alice@sender.example',
    ]);
  });
});

describe('the circuit breaker', () => {
  it('pauses a mail-triggered automation at its third message to one address within the hour', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(
      w,
      u.user.id,
      {
        name: 'Forward',
        triggerType: 'sender',
        triggerValue: '@sender.example',
        actionType: 'forward',
        recipientEmail: 'me@elsewhere.example',
        emailTemplate: 'FYI',
      },
      T0,
    );
    const claim = (at: number) => {
      const m = incoming(u.accountId);
      const slotKey = `mail:${u.accountId}:${m.messageId}`;
      return claimRun(deps(), { automationId: a.id, slotKey, trigger: 'mail', matched: 'x', message: m }, at);
    };
    expect((await claim(T0)).claimed).toBe(true);
    expect((await claim(T0 + MINUTE)).claimed).toBe(true);
    expect(await claim(T0 + 2 * MINUTE)).toEqual({ claimed: false, reason: PAUSE_REASON_TEXTS.circuit_breaker });
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'paused', paused_reason: 'circuit_breaker' });
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(2);
    // Paused: nothing more goes until the user resumes it.
    expect((await claim(T0 + 3 * MINUTE)).claimed).toBe(false);
    await moveAutomation(w.db, u.user.id, a.id, 'resume', T0 + 62 * MINUTE);
    expect((await claim(T0 + 62 * MINUTE)).claimed).toBe(true);
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(3);
  });

  it('counts each address on its own: a forward to a list trips it for an address already sent to twice', async () => {
    const u = await userWithMailbox(w);
    const forward = (recipientEmail: string) =>
      makeAutomation(
        w,
        u.user.id,
        {
          name: 'Forward',
          triggerType: 'sender',
          triggerValue: '@sender.example',
          actionType: 'forward',
          recipientEmail,
          emailTemplate: 'FYI',
        },
        T0,
      );
    const a = await forward('me@elsewhere.example');
    const claim = (at: number) => {
      const m = incoming(u.accountId);
      const slotKey = `mail:${u.accountId}:${m.messageId}`;
      return claimRun(deps(), { automationId: a.id, slotKey, trigger: 'mail', matched: 'x', message: m }, at);
    };
    expect((await claim(T0)).claimed).toBe(true);
    // The same address, now second on a list of two.
    await w.db
      .updateTable('automations')
      .set({ recipient_email: 'boss@elsewhere.example, me@elsewhere.example' })
      .where('id', '=', a.id)
      .execute();
    expect((await claim(T0 + MINUTE)).claimed).toBe(true);
    expect(await claim(T0 + 2 * MINUTE)).toEqual({ claimed: false, reason: PAUSE_REASON_TEXTS.circuit_breaker });
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(2);
  });

  it('leaves scheduled sends alone: their rate is the schedule', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    for (let i = 0; i < 4; i++)
      expect((await claimRun(deps(), schedule(a.id, T0 + i), T0 + i * MINUTE)).claimed).toBe(true);
    expect((await automationRow(w.db, a.id)).status).toBe('active');
  });
});

describe('the run limits', () => {
  it('the 50th run of the user’s day pauses it until their next day; the scheduler resumes it then', async () => {
    const zone = 'America/New_York';
    const u = await userWithMailbox(w, zone);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const today = userDayKey(T0, zone);
    await w.db
      .updateTable('automations')
      .set({ runs_day: today, runs_day_count: SAFEGUARDS.maxRunsPerDay - 1 })
      .where('id', '=', a.id)
      .execute();
    expect((await claimRun(deps(), schedule(a.id, T0), T0)).claimed).toBe(true);
    const nextDay = startOfNextDay(T0, zone);
    expect(await automationRow(w.db, a.id)).toMatchObject({
      status: 'paused',
      paused_reason: 'daily_limit',
      paused_at: T0,
      resumes_at: nextDay,
      runs_day_count: 50,
    });
    const manual = { automationId: a.id, slotKey: 'manual:1', trigger: 'manual' } as const;
    expect(await claimRun(deps(), manual, T0 + MINUTE)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.daily_limit,
    });
    // The scheduler's minute after midnight in New York resumes it, the day's count starting again.
    w.clock.at = nextDay + 30_000;
    await scheduleAutomationScheduler(w.db, w.clock.at);
    await w.t.app.jobs.runDue();
    const resumed = await automationRow(w.db, a.id);
    expect(resumed).toMatchObject({ status: 'active', paused_reason: null, resumes_at: null });
    expect(resumed.next_run_at).toBe(nextDay + 30_000 + 15 * MINUTE);
    const r = await claimRun(deps(), schedule(a.id, resumed.next_run_at!), resumed.next_run_at!);
    expect(r.claimed).toBe(true);
    expect(await automationRow(w.db, a.id)).toMatchObject({ runs_day: userDayKey(nextDay, zone), runs_day_count: 1 });
  });

  it('the 1,000th run stops it for good', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    await w.db.updateTable('automations').set({ runs_total: 999 }).where('id', '=', a.id).execute();
    expect((await claimRun(deps(), schedule(a.id, T0), T0)).claimed).toBe(true);
    expect(await automationRow(w.db, a.id)).toMatchObject({
      status: 'stopped',
      paused_reason: 'total_limit',
      next_run_at: null,
    });
    expect(await claimRun(deps(), schedule(a.id, T0 + 1), T0 + 1)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.total_limit,
    });
    await expect(moveAutomation(w.db, u.user.id, a.id, 'start', T0 + 2)).rejects.toThrow(/1,000 executions/);
  });

  it('expires a year after it was created: the run is skipped with the reason, and it stops', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const at = T0 + SAFEGUARDS.lifetimeMs;
    // Signed in meanwhile (the inactivity rule is not what this is about).
    await w.db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', u.user.id).execute();
    expect(await claimRun(deps(), schedule(a.id, at), at)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.expired,
    });
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'stopped', paused_reason: 'expired' });
    expect((await runsOf(w.db, a.id)).map((r) => [r.status, r.error])).toEqual([
      ['skipped', PAUSE_REASON_TEXTS.expired],
    ]);
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(0);
  });
});

describe('failures', () => {
  it('record the error, back off, pause after five in a row; fixed and resumed, a success clears the count', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    // A template saved before a variable was retired (the form refuses unknown ones today).
    await w.db.updateTable('automations').set({ email_body: 'Hi {{nickname}}' }).where('id', '=', a.id).execute();
    let at = T0;
    const backoffs = SAFEGUARDS.failureBackoffMs;
    for (let i = 1; i <= SAFEGUARDS.maxConsecutiveFailures; i++) {
      const r = await claimRun(deps(), schedule(a.id, at), at);
      expect(r.claimed && r.run).toMatchObject({
        status: 'failed',
        error: 'The template uses {{nickname}}, which is not a known variable.',
      });
      const row = await automationRow(w.db, a.id);
      expect(row.consecutive_failures).toBe(i);
      if (i < SAFEGUARDS.maxConsecutiveFailures) {
        expect(row.retry_at).toBe(at + backoffs[Math.min(i, backoffs.length) - 1]!);
        // Within the back-off a slot does nothing, and its skipped run says why.
        const early = await claimRun(deps(), schedule(a.id, at + 1), at + 1);
        expect(early).toEqual({ claimed: false, reason: RUN_MESSAGES.backingOff(row.retry_at!) });
        expect((await runsOf(w.db, a.id)).filter((run) => run.status === 'skipped')).toHaveLength(i);
        at = row.retry_at!;
      } else {
        expect(row).toMatchObject({ status: 'paused', paused_reason: 'failures' });
      }
    }
    const runs = await runsOf(w.db, a.id);
    expect(runs.filter((run) => run.status === 'failed')).toHaveLength(SAFEGUARDS.maxConsecutiveFailures);
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(0);
    await w.db.updateTable('automations').set({ email_body: 'Hi {{automation}}' }).where('id', '=', a.id).execute();
    await moveAutomation(w.db, u.user.id, a.id, 'resume', at + 1);
    expect((await claimRun(deps(), schedule(a.id, at + 2), at + 2)).claimed).toBe(true);
    expect(await automationRow(w.db, a.id)).toMatchObject({
      status: 'active',
      consecutive_failures: 0,
      retry_at: null,
    });
  });

  it('an automated message the outbox gives up on fails its run and counts as a failure', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, holdSeconds: 0 }, T0);
    await w.t.app.jobs.runDue(); // what other tests left due goes first
    const r = await claimRun(deps(), schedule(a.id, w.clock.at), w.clock.at);
    expect(r.claimed).toBe(true);
    Object.assign(w.sink.reject, { count: 1, code: 550, message: 'No such mailbox' });
    await w.t.app.jobs.runDue();
    const [run] = await runsOf(w.db, a.id);
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toMatch(/No such mailbox/);
    expect(await automationRow(w.db, a.id)).toMatchObject({ consecutive_failures: 1 });
  });
});

describe('agent runs', () => {
  const agentFields = {
    name: 'Morning brief',
    actionType: 'agent',
    agentId: AGENTS[0]!.id,
    agentPrompt: 'Summarise the day for {{automation}}',
    holdSeconds: 60,
  } as const;

  it('record the exact prompt, model and cost, and mail the answer to the user through the outbox', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, agentFields, T0);
    const r = await claimRun(deps(), schedule(a.id, T0), T0);
    expect(r.claimed && r.run).toMatchObject({
      status: 'running',
      agent_prompt: 'Summarise the day for Morning brief',
    });
    const job = await w.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', `automation-run:${r.claimed ? r.run.id : ''}`)
      .executeTakeFirst();
    expect(job).toMatchObject({ kind: 'automation-run', status: 'queued' });
    const calls: string[] = [];
    const runAgent = async (_d: unknown, _u: string, input: { agentId: string; prompt: string }) => {
      calls.push(input.prompt);
      return { text: 'Three meetings today.', model: 'test-model', prompt: input.prompt, estimatedCostUsd: 0.0042 };
    };
    const runId = r.claimed ? r.run.id : '';
    const ctx = { now: () => T0 + 5000 };
    await executeAgentRun({ db: w.db, config: w.t.app.config, runAgent }, runId, ctx);
    await executeAgentRun({ db: w.db, config: w.t.app.config, runAgent }, runId, ctx); // a repeat does nothing
    expect(calls).toEqual(['Summarise the day for Morning brief']);
    const [run] = await runsOf(w.db, a.id);
    const [mail] = await outboxOf(w.db, u.user.id);
    expect(mail).toMatchObject({ to: u.accountEmail, subject: 'Morning brief', body: 'Three meetings today.' });
    expect(mail!.send_at).toBe(T0 + 5000 + 60_000);
    expect(run).toMatchObject({
      status: 'succeeded',
      outbox_id: mail!.id,
      agent_model: 'test-model',
      estimated_cost_usd: 0.0042,
      agent_prompt: 'Summarise the day for Morning brief',
    });
  });

  it('a provider refusal fails the run with its message and backs off', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, agentFields, T0);
    const r = await claimRun(deps(), schedule(a.id, T0), T0);
    const runAgent = async () => {
      throw new DomainError('unauthorized', 'provider_refused', 'The provider refused the key.');
    };
    await executeAgentRun({ db: w.db, config: w.t.app.config, runAgent }, r.claimed ? r.run.id : '', {
      now: () => T0 + 1000,
    });
    expect((await runsOf(w.db, a.id))[0]).toMatchObject({ status: 'failed', error: 'The provider refused the key.' });
    expect(await automationRow(w.db, a.id)).toMatchObject({ consecutive_failures: 1, retry_at: T0 + 1000 + MINUTE });
  });
});
