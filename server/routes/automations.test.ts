import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { AUTOMATION_MESSAGES } from '../../common/schemas/automations.js';
import { registerOnPlan } from '../test/auth-helpers.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import {
  bare,
  create,
  DAY,
  db,
  EMAIL,
  insertHeldMessage,
  get,
  ISO,
  MINUTE,
  pause,
  send,
  setTimezone,
  t,
} from '../test/automation-routes-kit.js';

/** The automations a user manages: the form with its defaults and messages, edit and delete. */

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
    const outboxId = await insertHeldMessage(u.user.id, account.id, { subject: 'Held', body: 'Held' }, now);
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
