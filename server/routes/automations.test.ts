import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { AUTOMATION_MESSAGES, PAUSE_REASON_TEXTS } from '../../common/schemas/automations.js';
import { authed, authedNoBody, registerOnPlan, setPlan, type Registered } from '../test/auth-helpers.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The automations a user manages: the form with its defaults and messages, edit, delete, the
 * lifecycle buttons, the next-run preview in the user's timezone, the safeguard status and the run
 * history; another user's automation is a 404 everywhere.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.kysely;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie: string) =>
  t.app.inject({ method, url, headers: authed(cookie), payload });
const bare = (method: 'PATCH' | 'DELETE' | 'POST', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: authedNoBody(cookie) });

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const pause = () => new Promise((r) => setTimeout(r, 5));

/** The smallest valid form: a scheduled email with the defaults for everything else. */
const EMAIL = { name: 'Weekly report', recipientEmail: 'sam@example.test', emailSubject: 'Report', emailBody: 'Hi' };

async function create(u: Registered, payload: object = EMAIL) {
  const res = await send('POST', '/api/automations', payload, u.cookie);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string } & Record<string, unknown>>();
}
const setTimezone = async (u: Registered, timezone: string) => {
  const res = await send('PATCH', '/api/auth/user/profile', { timezone }, u.cookie);
  expect(res.statusCode, res.body).toBe(200);
};

describe('POST /api/automations', () => {
  it('creates with the specification defaults and lists newest first', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const before = Date.now();
    const res = await send('POST', '/api/automations', EMAIL, u.cookie);
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toEqual({
      id: expect.any(String),
      name: 'Weekly report',
      description: '',
      status: 'active',
      triggerType: 'schedule',
      triggerValue: '',
      actionType: 'send_email',
      scheduleType: 'interval',
      intervalValue: 15,
      intervalUnit: 'minutes',
      specificDate: null,
      specificTime: null,
      dailyTime: null,
      weeklyDay: 'monday',
      recipientEmail: 'sam@example.test',
      emailSubject: 'Report',
      emailBody: 'Hi',
      emailTemplate: '',
      isActive: true,
      accountId: null,
      agentId: null,
      agentPrompt: '',
      agentOutput: 'email',
      holdSeconds: 120,
      replyWindowHours: 24,
      timezone: 'UTC',
      nextRunAt: expect.stringMatching(ISO),
      lastExecuted: null,
      pausedReason: null,
      pausedReasonText: null,
      pausedAt: null,
      resumesAt: null,
      consecutiveFailures: 0,
      runsTotal: 0,
      runsToday: 0,
      expiresAt: expect.stringMatching(ISO),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const created = Date.parse(a.createdAt);
    expect(created).toBeGreaterThanOrEqual(before);
    // Every 15 minutes from now; expires a year after it was created.
    expect(Date.parse(a.nextRunAt)).toBe(created + 15 * MINUTE);
    expect(Date.parse(a.expiresAt)).toBe(created + 365 * DAY);

    await pause();
    const second = await create(u, {
      ...EMAIL,
      name: 'On mail',
      triggerType: 'keyword',
      triggerValue: 'invoice, receipt',
      actionType: 'task',
      emailTemplate: 'Follow up on {{subject}}',
    });
    // Mail triggers have no schedule.
    expect(second).toMatchObject({ triggerType: 'keyword', actionType: 'task', nextRunAt: null });

    const list = await get('/api/automations', u.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([second, a]);
  });

  it('an immediate trigger has no next run; a form saved switched off waits paused', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    expect(await create(u, { ...EMAIL, triggerType: 'immediate' })).toMatchObject({
      status: 'active',
      nextRunAt: null,
    });
    expect(await create(u, { ...EMAIL, isActive: false })).toMatchObject({
      status: 'paused',
      isActive: false,
      nextRunAt: null,
      pausedReason: null,
    });
  });

  it('answers each of the form’s messages word for word', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const cases: [object, string][] = [
      [{ ...EMAIL, name: '   ' }, 'Please provide an automation name'],
      [{ ...EMAIL, recipientEmail: '' }, 'Please fill in recipient email, subject, and body'],
      [{ ...EMAIL, emailSubject: '' }, 'Please fill in recipient email, subject, and body'],
      [{ ...EMAIL, emailBody: '' }, 'Please fill in recipient email, subject, and body'],
      [
        { ...EMAIL, actionType: 'reply', triggerType: 'keyword', triggerValue: 'hi' },
        'Please provide an email template',
      ],
      [{ ...EMAIL, actionType: 'task' }, 'Please provide an email template'],
      [{ ...EMAIL, scheduleType: null }, 'Please choose a schedule type'],
      [{ ...EMAIL, intervalValue: '' }, 'Please provide an interval value and unit'],
      [{ ...EMAIL, intervalValue: 'soon' }, 'Please provide an interval value and unit'],
      [{ ...EMAIL, intervalUnit: null }, 'Please provide an interval value and unit'],
      [{ ...EMAIL, scheduleType: 'specific_time', specificDate: '2030-01-01' }, 'Please provide a date and time'],
      [{ ...EMAIL, scheduleType: 'specific_time', specificTime: '09:00' }, 'Please provide a date and time'],
      [{ ...EMAIL, scheduleType: 'daily' }, 'Please provide a time of day'],
      [{ ...EMAIL, scheduleType: 'weekly', weeklyDay: 'friday' }, 'Please provide a day and time'],
      [{ ...EMAIL, scheduleType: 'weekly', weeklyDay: null, dailyTime: '09:00' }, 'Please provide a day and time'],
      [{ ...EMAIL, triggerType: 'keyword' }, 'Please provide keywords or sender addresses'],
      [{ ...EMAIL, triggerType: 'sender', triggerValue: ' ' }, 'Please provide keywords or sender addresses'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/automations', payload, u.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message, JSON.stringify(payload)).toBe(message);
    }
    // The specification's numeric text is accepted as the form sends it.
    expect(await create(u, { ...EMAIL, intervalValue: '2', intervalUnit: 'hours' })).toMatchObject({
      intervalValue: 2,
      intervalUnit: 'hours',
    });
    expect((await get('/api/automations', u.cookie)).json()).toHaveLength(1);
  });

  it('refuses an account that is not the user’s (404) and an agent outside the library (400)', async () => {
    const owner = await registerOnPlan(t.app, 'pro');
    const other = await registerOnPlan(t.app, 'pro');
    const account = await addAppPasswordAccount(targetOf(t.app), owner.user.id, 'icloud', owner.email, 'app-pw');
    const theirs = await send('POST', '/api/automations', { ...EMAIL, accountId: account.id }, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Email account not found');
    expect(await create(owner, { ...EMAIL, accountId: account.id })).toMatchObject({ accountId: account.id });

    const agent = { ...EMAIL, actionType: 'agent', agentPrompt: 'Summarise my week' };
    const unknown = await send('POST', '/api/automations', { ...agent, agentId: 'no-such-agent' }, owner.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({ code: 'unknown_agent', message: 'Unknown agent' });
    const missing = await send('POST', '/api/automations', agent, owner.cookie);
    expect(missing.json().error.message).toBe(AUTOMATION_MESSAGES.agentRequired);
    expect(await create(owner, { ...agent, agentId: AGENTS[0]!.id })).toMatchObject({ agentId: AGENTS[0]!.id });
    expect((await get('/api/automations', other.cookie)).json()).toEqual([]);
  });
});

describe('PATCH /api/automations/:id', () => {
  it('saves the form, computes the next run again and keeps the state and counters', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    await db()
      .updateTable('automations')
      .set({ runs_total: 7, last_executed_at: Date.parse('2026-01-01T00:00:00Z'), consecutive_failures: 2 })
      .where('id', '=', a.id)
      .execute();
    await setTimezone(u, 'America/New_York');
    await pause();
    const res = await send(
      'PATCH',
      `/api/automations/${a.id}`,
      {
        ...EMAIL,
        name: 'Daily digest',
        description: 'Every morning',
        scheduleType: 'daily',
        dailyTime: '07:45',
        status: 'stopped',
      },
      u.cookie,
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id: a.id,
      name: 'Daily digest',
      description: 'Every morning',
      scheduleType: 'daily',
      dailyTime: '07:45',
      // The form does not move the lifecycle: the buttons do.
      status: 'active',
      timezone: 'America/New_York',
      runsTotal: 7,
      consecutiveFailures: 2,
      lastExecuted: '2026-01-01T00:00:00.000Z',
      createdAt: a.createdAt,
      expiresAt: a.expiresAt,
    });
    expect(updated.updatedAt).not.toBe(a.updatedAt);
    // The next 07:45 in New York, within the next day.
    const next = Date.parse(updated.nextRunAt);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(DAY);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    }).format(next);
    expect(local).toBe('07:45');
    expect((await get('/api/automations', u.cookie)).json()).toEqual([updated]);

    const bad = await send('PATCH', `/api/automations/${a.id}`, { ...EMAIL, name: '' }, u.cookie);
    expect(bad.json().error.message).toBe('Please provide an automation name');
  });

  it('a paused automation stays paused, without a next run', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    await bare('PATCH', `/api/automations/${a.id}/pause`, u.cookie);
    const res = await send('PATCH', `/api/automations/${a.id}`, { ...EMAIL, intervalValue: 30 }, u.cookie);
    expect(res.json()).toMatchObject({ status: 'paused', intervalValue: 30, nextRunAt: null });
  });
});

describe('DELETE /api/automations/:id', () => {
  it('deletes it with its history, cancels its held sends and forgets an agent key no automation uses', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', u.email, 'app-pw');
    const agent = await create(u, {
      ...EMAIL,
      actionType: 'agent',
      agentId: AGENTS[0]!.id,
      agentPrompt: 'Summarise',
    });
    const plain = await create(u);
    const now = Date.now();
    await db()
      .insertInto('automation_keys')
      .values({ user_id: u.user.id, key_enc: 'sealed', base_url: null, key_hint: 'abcd', created_at: now })
      .execute();
    const outboxId = randomUUID();
    await db()
      .insertInto('email_outbox')
      .values({
        id: outboxId,
        user_id: u.user.id,
        account_id: account.id,
        idempotency_key: `test:${outboxId}`,
        to: 'sam@example.test',
        subject: 'Held',
        body: 'Held',
        status: 'scheduled',
        send_at: now + 2 * MINUTE,
        automated: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db()
      .insertInto('automation_runs')
      .values({
        id: randomUUID(),
        automation_id: agent.id,
        user_id: u.user.id,
        slot_key: `manual:${randomUUID()}`,
        trigger: 'manual',
        status: 'succeeded',
        outbox_id: outboxId,
        started_at: now,
        finished_at: now,
      })
      .execute();

    const res = await bare('DELETE', `/api/automations/${agent.id}`, u.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get('/api/automations', u.cookie)).json()).toEqual([expect.objectContaining({ id: plain.id })]);
    expect(
      await db().selectFrom('automation_runs').selectAll().where('automation_id', '=', agent.id).execute(),
    ).toEqual([]);
    const outbox = await db().selectFrom('email_outbox').select('status').where('id', '=', outboxId).executeTakeFirst();
    expect(outbox?.status).toBe('cancelled');
    // The key was stored for agent automations only; the last one is gone, so is the key.
    expect(await db().selectFrom('automation_keys').selectAll().where('user_id', '=', u.user.id).execute()).toEqual([]);

    const again = await bare('DELETE', `/api/automations/${agent.id}`, u.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'automation_not_found', message: 'Automation not found' });
  });
});

describe('the lifecycle buttons', () => {
  const move = (u: Registered, id: string, to: 'pause' | 'resume' | 'stop' | 'start') =>
    bare('PATCH', `/api/automations/${id}/${to}`, u.cookie);

  it('active offers pause and stop; paused offers resume; stopped offers start', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);

    // Active: resume and start are refused.
    for (const wrong of ['resume', 'start'] as const) {
      const res = await move(u, a.id, wrong);
      expect(res.statusCode, wrong).toBe(409);
    }
    expect((await move(u, a.id, 'resume')).json().error).toEqual({
      code: 'automation_state',
      message: 'Only a paused automation can be resumed; this one is active.',
    });

    const paused = await move(u, a.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      message: 'Automation paused',
      automation: expect.objectContaining({
        id: a.id,
        status: 'paused',
        isActive: false,
        nextRunAt: null,
        pausedAt: expect.stringMatching(ISO),
        pausedReason: null,
      }),
      run: null,
    });
    // Paused: pause and start are refused; stop is allowed from here too.
    expect((await move(u, a.id, 'pause')).json().error.message).toBe(
      'Only an active automation can be paused; this one is paused.',
    );
    expect((await move(u, a.id, 'start')).statusCode).toBe(409);

    const resumed = await move(u, a.id, 'resume');
    expect(resumed.json()).toMatchObject({
      message: 'Automation resumed',
      automation: { status: 'active', isActive: true, pausedAt: null, nextRunAt: expect.stringMatching(ISO) },
      run: null,
    });

    const stopped = await move(u, a.id, 'stop');
    expect(stopped.json()).toMatchObject({
      message: 'Automation stopped',
      automation: { status: 'stopped', nextRunAt: null },
    });
    // Stopped: only start.
    for (const wrong of ['pause', 'resume', 'stop'] as const) {
      expect((await move(u, a.id, wrong)).statusCode, wrong).toBe(409);
    }
    expect((await move(u, a.id, 'stop')).json().error.message).toBe('This automation is already stopped.');
    const started = await move(u, a.id, 'start');
    expect(started.json()).toMatchObject({
      message: 'Automation started',
      automation: { status: 'active', nextRunAt: expect.stringMatching(ISO) },
    });

    // Paused, then stopped.
    await move(u, a.id, 'pause');
    expect((await move(u, a.id, 'stop')).json().automation).toMatchObject({ status: 'stopped', pausedAt: null });
  });

  it('resuming clears a safeguard’s pause and the failure count; an expired one cannot come back', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    const pausedAt = Date.now() - 60 * MINUTE;
    await db()
      .updateTable('automations')
      .set({
        status: 'paused',
        paused_reason: 'failures',
        paused_at: pausedAt,
        consecutive_failures: 5,
        retry_at: Date.now() + DAY,
        next_run_at: null,
      })
      .where('id', '=', a.id)
      .execute();
    const listed = (await get('/api/automations', u.cookie)).json()[0];
    expect(listed).toMatchObject({
      status: 'paused',
      pausedReason: 'failures',
      pausedReasonText: PAUSE_REASON_TEXTS.failures,
      pausedAt: new Date(pausedAt).toISOString(),
      consecutiveFailures: 5,
    });

    const res = await move(u, a.id, 'resume');
    expect(res.statusCode).toBe(200);
    expect(res.json().automation).toMatchObject({
      status: 'active',
      pausedReason: null,
      pausedReasonText: null,
      pausedAt: null,
      resumesAt: null,
      consecutiveFailures: 0,
      nextRunAt: expect.stringMatching(ISO),
    });
    const row = await db().selectFrom('automations').select('retry_at').where('id', '=', a.id).executeTakeFirst();
    expect(row?.retry_at).toBeNull();

    await move(u, a.id, 'stop');
    await db()
      .updateTable('automations')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', a.id)
      .execute();
    const expired = await move(u, a.id, 'start');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(
      'This automation expired one year after it was created. Create a new one.',
    );
  });
});

describe('POST /api/automations/next-run', () => {
  it('says when the form would run, in the user’s timezone, before saving', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    await setTimezone(u, 'Europe/London');
    const once = { ...EMAIL, scheduleType: 'specific_time', specificDate: '2030-07-01', specificTime: '09:00' };
    const res = await send('POST', '/api/automations/next-run', once, u.cookie);
    expect(res.statusCode).toBe(200);
    // 09:00 British Summer Time is 08:00 UTC.
    expect(res.json()).toEqual({
      nextRunAt: '2030-07-01T08:00:00.000Z',
      timezone: 'Europe/London',
      text: 'Mon, 1 Jul 2030, 09:00 (Europe/London)',
    });
    const winter = await send('POST', '/api/automations/next-run', { ...once, specificDate: '2030-01-07' }, u.cookie);
    expect(winter.json()).toMatchObject({ nextRunAt: '2030-01-07T09:00:00.000Z' });

    await setTimezone(u, 'America/New_York');
    const ny = await send('POST', '/api/automations/next-run', once, u.cookie);
    expect(ny.json()).toEqual({
      nextRunAt: '2030-07-01T13:00:00.000Z',
      timezone: 'America/New_York',
      text: 'Mon, 1 Jul 2030, 09:00 (America/New_York)',
    });

    // Nothing is saved, and the preview does not require the rest of the form.
    expect((await get('/api/automations', u.cookie)).json()).toEqual([]);
    const partial = await send(
      'POST',
      '/api/automations/next-run',
      { scheduleType: 'weekly', weeklyDay: 'friday', dailyTime: '18:30' },
      u.cookie,
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json().text).toMatch(/^Fri, \d+ \w{3} \d{4}, 18:30 \(America\/New_York\)$/);
  });

  it('explains when there is no next run; an unknown profile timezone computes in UTC', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    await db().updateTable('users').set({ timezone: 'Somewhere/Else' }).where('id', '=', u.user.id).execute();
    const preview = (payload: object) => send('POST', '/api/automations/next-run', payload, u.cookie);
    expect((await preview({ triggerType: 'keyword' })).json()).toEqual({
      nextRunAt: null,
      timezone: 'UTC',
      text: 'Not scheduled: it runs when matching mail arrives',
    });
    expect((await preview({ triggerType: 'immediate' })).json().text).toBe(
      'Not scheduled: it runs when you execute it',
    );
    expect(
      (await preview({ scheduleType: 'specific_time', specificDate: '2020-01-01', specificTime: '09:00' })).json(),
    ).toMatchObject({ nextRunAt: null, text: 'Not scheduled: that time has passed' });
    expect((await preview({ scheduleType: 'daily' })).json().text).toBe('Not scheduled: the schedule is incomplete');
    const daily = (await preview({ scheduleType: 'daily', dailyTime: '06:00' })).json();
    // Another user's mailbox in the form is as unknown here as when saving.
    const owner = await registerOnPlan(t.app, 'pro');
    const account = await addAppPasswordAccount(targetOf(t.app), owner.user.id, 'icloud', owner.email, 'app-pw');
    const theirs = await preview({ scheduleType: 'daily', dailyTime: '06:00', accountId: account.id });
    expect(theirs.statusCode).toBe(404);
    expect(daily.text).toMatch(/, 06:00 \(UTC\)$/);
    expect(new Date(daily.nextRunAt).getUTCHours()).toBe(6);
  });
});

describe('GET /api/guardrails/status', () => {
  it('answers the specified shape with the rule-paused automations and the last day’s failures', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const fresh = await get('/api/guardrails/status', u.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    // The sign-in time, once registering counts as one (or null before).
    const lastActivityAt = fresh.json().user.lastActivityAt;
    expect(lastActivityAt === null || ISO.test(lastActivityAt)).toBe(true);
    expect(fresh.json()).toEqual({
      user: { automationsPaused: false, lastActivityAt },
      automations: { active: 0, total: 0 },
      canCreateNew: { allowed: true, reason: null },
      limits: {
        maxRunsPerDay: 50,
        maxRunsTotal: 1000,
        inactivityPauseDays: 14,
        lifetimeDays: 365,
        schedulerEverySeconds: 60,
      },
      paused: [],
      recentFailures: [],
    });

    const running = await create(u, { ...EMAIL, name: 'Running' });
    const limited = await create(u, { ...EMAIL, name: 'Limited' });
    const idle = await create(u, { ...EMAIL, name: 'Idle' });
    await bare('PATCH', `/api/automations/${idle.id}/stop`, u.cookie);
    const signedIn = Date.parse('2026-11-01T10:00:00Z');
    await db().updateTable('users').set({ last_sign_in_at: signedIn }).where('id', '=', u.user.id).execute();
    const now = Date.now();
    const tomorrow = now + DAY;
    await db()
      .updateTable('automations')
      .set({ status: 'paused', paused_reason: 'daily_limit', paused_at: now - MINUTE, resumes_at: tomorrow })
      .where('id', '=', limited.id)
      .execute();
    const run = (minutesAgo: number, status: 'failed' | 'succeeded', error: string | null) => ({
      id: randomUUID(),
      automation_id: running.id,
      user_id: u.user.id,
      slot_key: `schedule:${now - minutesAgo * MINUTE}`,
      trigger: 'schedule' as const,
      status,
      error,
      started_at: now - minutesAgo * MINUTE,
      finished_at: now - minutesAgo * MINUTE + 1000,
    });
    await db()
      .insertInto('automation_runs')
      .values([
        run(30, 'failed', 'The email account needs to be linked again'),
        run(10, 'failed', 'The provider refused the key'),
        run(5, 'succeeded', null),
        run(25 * 60, 'failed', 'Too old to list'),
      ])
      .execute();

    const res = (await get('/api/guardrails/status', u.cookie)).json();
    // The later of the last sign-in and the last request of a session: what the inactivity pause counts from.
    const seen = await db()
      .selectFrom('sessions')
      .select((eb) => eb.fn.max<number>('last_seen_at').as('at'))
      .where('user_id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    const lastActivity = new Date(Math.max(signedIn, Number(seen.at))).toISOString();
    expect(res.user).toEqual({ automationsPaused: false, lastActivityAt: lastActivity });
    expect(res.automations).toEqual({ active: 1, total: 3 });
    expect(res.paused).toEqual([
      {
        id: limited.id,
        name: 'Limited',
        reason: 'daily_limit',
        text: 'Paused for today: it reached 50 executions. It resumes tomorrow.',
        since: new Date(now - MINUTE).toISOString(),
        resumesAt: new Date(tomorrow).toISOString(),
      },
    ]);
    expect(res.recentFailures).toEqual([
      {
        automationId: running.id,
        name: 'Running',
        error: 'The provider refused the key',
        at: new Date(now - 10 * MINUTE + 1000).toISOString(),
      },
      {
        automationId: running.id,
        name: 'Running',
        error: 'The email account needs to be linked again',
        at: new Date(now - 30 * MINUTE + 1000).toISOString(),
      },
    ]);

    // A rule paused them for inactivity: the panel says so and creating waits for it.
    await db()
      .updateTable('automations')
      .set({ status: 'paused', paused_reason: 'inactivity', paused_at: now })
      .where('id', '=', running.id)
      .execute();
    const inactive = (await get('/api/guardrails/status', u.cookie)).json();
    expect(inactive.user.automationsPaused).toBe(true);
    expect(inactive.canCreateNew).toEqual({
      allowed: false,
      reason: 'Your automations are paused after 14 days without a sign-in. Signing in resumes them.',
    });
    expect(inactive.paused.map((p: { reason: string }) => p.reason).sort()).toEqual(['daily_limit', 'inactivity']);

    // Someone else sees none of it.
    const other = await registerOnPlan(t.app, 'pro');
    expect((await get('/api/guardrails/status', other.cookie)).json()).toMatchObject({
      automations: { active: 0, total: 0 },
      paused: [],
      recentFailures: [],
    });
  });
});

describe('GET /api/automations/:id/runs', () => {
  it('lists the runs newest first with their slot and the state of the message they queued', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', u.email, 'app-pw');
    const a = await create(u);
    expect((await get(`/api/automations/${a.id}/runs`, u.cookie)).json()).toEqual([]);
    const now = Date.now();
    const outboxId = randomUUID();
    await db()
      .insertInto('email_outbox')
      .values({
        id: outboxId,
        user_id: u.user.id,
        account_id: account.id,
        idempotency_key: `test:${outboxId}`,
        to: 'sam@example.test',
        subject: 'Report',
        body: 'Hi',
        status: 'scheduled',
        send_at: now + 2 * MINUTE,
        automated: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const slot = Date.parse('2026-03-29T08:00:00Z');
    const older = {
      id: randomUUID(),
      automation_id: a.id,
      user_id: u.user.id,
      slot_key: `schedule:${slot}`,
      trigger: 'schedule' as const,
      status: 'succeeded' as const,
      recipient: 'sam@example.test',
      outbox_id: outboxId,
      started_at: now - MINUTE,
      finished_at: now - MINUTE + 50,
    };
    const newer = {
      id: randomUUID(),
      automation_id: a.id,
      user_id: u.user.id,
      slot_key: 'mail:acc:<m1@example.test>',
      trigger: 'mail' as const,
      status: 'failed' as const,
      matched: 'keyword "invoice" in the subject',
      error: 'Template failed',
      agent_prompt: 'Summarise',
      agent_model: 'gpt-4o-mini',
      estimated_cost_usd: 0.0025,
      started_at: now,
    };
    await db().insertInto('automation_runs').values([older, newer]).execute();

    const res = await get(`/api/automations/${a.id}/runs`, u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      {
        id: newer.id,
        automationId: a.id,
        trigger: 'mail',
        status: 'failed',
        slotAt: null,
        matched: 'keyword "invoice" in the subject',
        recipient: null,
        outboxId: null,
        outboxStatus: null,
        outboxSendAt: null,
        taskId: null,
        error: 'Template failed',
        agentPrompt: 'Summarise',
        agentModel: 'gpt-4o-mini',
        estimatedCostUsd: 0.0025,
        startedAt: new Date(now).toISOString(),
        finishedAt: null,
      },
      {
        id: older.id,
        automationId: a.id,
        trigger: 'schedule',
        status: 'succeeded',
        slotAt: '2026-03-29T08:00:00.000Z',
        matched: null,
        recipient: 'sam@example.test',
        outboxId,
        outboxStatus: 'scheduled',
        outboxSendAt: new Date(now + 2 * MINUTE).toISOString(),
        taskId: null,
        error: null,
        agentPrompt: null,
        agentModel: null,
        estimatedCostUsd: null,
        startedAt: new Date(now - MINUTE).toISOString(),
        finishedAt: new Date(now - MINUTE + 50).toISOString(),
      },
    ]);
  });
});

describe('another user’s automation', () => {
  it('is a 404 on every route, and nothing of the owner’s changes', async () => {
    const owner = await registerOnPlan(t.app, 'pro');
    const other = await registerOnPlan(t.app, 'pro');
    const a = await create(owner);
    const before = (await get('/api/automations', owner.cookie)).json();
    const attempts = [
      send('PATCH', `/api/automations/${a.id}`, { ...EMAIL, name: 'Mine now' }, other.cookie),
      bare('DELETE', `/api/automations/${a.id}`, other.cookie),
      bare('PATCH', `/api/automations/${a.id}/pause`, other.cookie),
      bare('PATCH', `/api/automations/${a.id}/stop`, other.cookie),
      get(`/api/automations/${a.id}/runs`, other.cookie),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'automation_not_found', message: 'Automation not found' });
    }
    for (const to of ['resume', 'start']) {
      expect((await bare('PATCH', `/api/automations/${a.id}/${to}`, other.cookie)).statusCode).toBe(404);
    }
    expect((await get('/api/automations', owner.cookie)).json()).toEqual(before);
    expect((await get('/api/automations', other.cookie)).json()).toEqual([]);
  });
});

describe('the automations entitlement', () => {
  it('creating and starting need the Pro plan; reading, stopping and deleting do not', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    await bare('PATCH', `/api/automations/${a.id}/pause`, u.cookie);
    await setPlan(t.app, u.user.id, 'basic');

    const message = 'Email automations are part of the Pro plan. Upgrade to Pro to create and run automations.';
    const refused = await send('POST', '/api/automations', EMAIL, u.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'plan_required', message });
    expect((await send('PATCH', `/api/automations/${a.id}`, EMAIL, u.cookie)).statusCode).toBe(403);
    expect((await bare('PATCH', `/api/automations/${a.id}/resume`, u.cookie)).statusCode).toBe(403);
    expect((await get('/api/guardrails/status', u.cookie)).json().canCreateNew).toEqual({
      allowed: false,
      reason: message,
    });
    expect((await get('/api/automations', u.cookie)).json()).toHaveLength(1);
    expect((await bare('PATCH', `/api/automations/${a.id}/stop`, u.cookie)).statusCode).toBe(200);

    // Back on Pro, it has them again.
    await setPlan(t.app, u.user.id, 'pro');
    expect((await send('POST', '/api/automations', EMAIL, u.cookie)).statusCode).toBe(201);
    await setPlan(t.app, u.user.id, 'free');

    expect((await bare('DELETE', `/api/automations/${a.id}`, u.cookie)).statusCode).toBe(204);
  });
});

describe('runsToday', () => {
  it('counts only the runs of the user’s current day', async () => {
    const u = await registerOnPlan(t.app, 'pro');
    const a = await create(u);
    const today = new Date().toISOString().slice(0, 10);
    await db()
      .updateTable('automations')
      .set({ runs_day: today, runs_day_count: 4, runs_total: 9 })
      .where('id', '=', a.id)
      .execute();
    expect((await get('/api/automations', u.cookie)).json()[0]).toMatchObject({ runsToday: 4, runsTotal: 9 });
    await db().updateTable('automations').set({ runs_day: '2000-01-01' }).where('id', '=', a.id).execute();
    expect((await get('/api/automations', u.cookie)).json()[0]).toMatchObject({ runsToday: 0, runsTotal: 9 });
  });
});
