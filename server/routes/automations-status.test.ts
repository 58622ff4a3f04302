import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerOnPlan, setPlan } from '../test/auth-helpers.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import {
  bare,
  create,
  DAY,
  db,
  EMAIL,
  get,
  ISO,
  MINUTE,
  send,
  t,
  insertHeldMessage,
} from '../test/automation-routes-kit.js';

/** The safeguard status, the run history, the plan it needs, and another user's automation, a 404 everywhere. */

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
    const outboxId = await insertHeldMessage(u.user.id, account.id, { subject: 'Report', body: 'Hi' }, now);
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
