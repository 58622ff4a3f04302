import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '../../common/plans.js';
import { UsageAnalyticsSchema } from '../../common/schemas/usage.js';
import { DAY_MS } from '../services/usage.js';
import { authed, register, type Registered } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * GET /api/usage/analytics and its CSV export over HTTP: Pro (and admins, all-access users) only,
 * with the plan named in the refusal; the range checks; the download's headers and quoting; a read
 * token. The figures themselves are checked in services/usage-analytics.test.ts. Runs on SQLite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAN_MESSAGE = 'Analytics is part of the Pro plan. Upgrade to Pro to see your analytics.';

async function userWith(
  setup: Partial<{ plan: PlanId; is_admin: number; all_access: number }> = { plan: 'pro' },
): Promise<Registered> {
  const u = await register(t.app);
  await t.db.kysely.updateTable('users').set(setup).where('id', '=', u.user.id).execute();
  return u;
}

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const codeAndMessage = (res: { json: () => unknown }) => (res.json() as { error: unknown }).error;

async function seed(userId: string, events: { agentId: string; at: number; model: string | null }[]) {
  await t.db.kysely
    .insertInto('usage_events')
    .values(
      events.map((e) => ({
        id: randomUUID(),
        user_id: userId,
        agent_id: e.agentId,
        model: e.model,
        prompt_tokens: 1000,
        completion_tokens: 100,
        created_at: e.at,
      })),
    )
    .execute();
}

describe('who may see analytics', () => {
  it.each([['free'], ['basic']] as const)('refuses the %s plan with 403 plan_required naming Pro', async (plan) => {
    const u = await userWith({ plan });
    for (const url of ['/api/usage/analytics', '/api/usage/analytics/export']) {
      const res = await get(u.cookie, url);
      expect(res.statusCode, url).toBe(403);
      expect(codeAndMessage(res)).toEqual({ code: 'plan_required', message: PLAN_MESSAGE });
    }
    // The basic USAGE figures stay open to every plan.
    expect((await get(u.cookie, '/api/usage')).statusCode).toBe(200);
  });

  it.each([
    ['pro', { plan: 'pro' as const }],
    ['an admin on free', { plan: 'free' as const, is_admin: 1 }],
    ['all access on free', { plan: 'free' as const, all_access: 1 }],
  ])('answers %s with 200', async (_label, setup) => {
    const u = await userWith(setup);
    expect((await get(u.cookie, '/api/usage/analytics')).statusCode).toBe(200);
    expect((await get(u.cookie, '/api/usage/analytics/export')).statusCode).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    for (const url of ['/api/usage/analytics', '/api/usage/analytics/export'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('GET /api/usage/analytics', () => {
  it('defaults to the last 30 UTC days and counts only the user’s own events', async () => {
    const u = await userWith();
    const other = await userWith();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    await seed(u.user.id, [
      { agentId: 'ai-writing-assistant', at: today, model: 'gpt-4o' },
      { agentId: 'ai-writing-assistant', at: today - 29 * DAY_MS, model: null },
      { agentId: 'ai-writing-assistant', at: today - 30 * DAY_MS, model: 'gpt-4o' },
    ]);
    await seed(other.user.id, [{ agentId: 'ai-task-planner', at: today, model: 'gpt-4o' }]);
    const res = await get(u.cookie, '/api/usage/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = UsageAnalyticsSchema.parse(res.json());
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(new Date(today).toISOString().slice(0, 10));
    expect(body.from).toBe(new Date(today - 29 * DAY_MS).toISOString().slice(0, 10));
    // 1000 × 2.5 + 100 × 10 = 3500 per million for the one priced request.
    expect(body.totals).toEqual({
      requests: 2,
      promptTokens: 2000,
      completionTokens: 200,
      tokens: 2200,
      costUsd: 0.0035,
      unpricedRequests: 1,
    });
    expect(body.agents.map((a) => [a.agentId, a.name, a.requests])).toEqual([
      ['ai-writing-assistant', 'Writing Assistant', 2],
    ]);
  });

  it.each([
    ['from=2026-3-1', 'from must be a date written YYYY-MM-DD'],
    ['to=yesterday', 'to must be a date written YYYY-MM-DD'],
    ['from=2026-02-30', 'from is not a real date'],
    ['from=2026-13-01', 'from is not a real date'],
    ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
    ['from=2025-01-01&to=2026-01-02', 'The range can be at most 366 days'],
  ])('answers 400 for %s: "%s"', async (query, message) => {
    const u = await userWith();
    for (const path of ['/api/usage/analytics', '/api/usage/analytics/export']) {
      const res = await get(u.cookie, `${path}?${query}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('accepts a range of exactly 366 days', async () => {
    const u = await userWith();
    const res = await get(u.cookie, '/api/usage/analytics?from=2024-01-01&to=2024-12-31');
    expect(res.statusCode).toBe(200);
    expect(UsageAnalyticsSchema.parse(res.json()).days).toHaveLength(366);
  });
});

describe('GET /api/usage/analytics/export', () => {
  it('downloads one CSV line per day and agent, RFC 4180 quoted, named after the range', async () => {
    const u = await userWith();
    await seed(u.user.id, [
      { agentId: 'ai-writing-assistant', at: Date.UTC(2026, 1, 3, 10), model: 'gpt-4o-mini' },
      { agentId: 'ai-writing-assistant', at: Date.UTC(2026, 1, 3, 11), model: 'gpt-4o-mini' },
      // Rows written before the agent check or by an older version: the id is the name, quoted.
      { agentId: 'odd,"agent"\nid', at: Date.UTC(2026, 1, 4), model: null },
      { agentId: '=HYPERLINK("x")', at: Date.UTC(2026, 1, 5), model: 'gpt-4o' },
      { agentId: 'ai-writing-assistant', at: Date.UTC(2026, 1, 6), model: 'gpt-4o' },
    ]);
    const res = await get(u.cookie, '/api/usage/analytics/export?from=2026-02-01&to=2026-02-05');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="agentops-analytics-2026-02-01-to-2026-02-05.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      [
        'date,agent_id,agent_name,requests,prompt_tokens,completion_tokens,estimated_cost_usd,unpriced_requests',
        // gpt-4o-mini: 2 × (1000 × 0.15 + 100 × 0.6) / 1e6 = 0.00042.
        '2026-02-03,ai-writing-assistant,Writing Assistant,2,2000,200,0.000420,0',
        '2026-02-04,"odd,""agent""\nid","odd,""agent""\nid",1,1000,100,,1',
        // A formula-looking field gets a leading quote mark so a spreadsheet does not run it.
        `2026-02-05,"'=HYPERLINK(""x"")","'=HYPERLINK(""x"")",1,1000,100,0.003500,0`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers an empty range with the header line alone', async () => {
    const u = await userWith();
    const res = await get(u.cookie, '/api/usage/analytics/export?from=2026-02-01&to=2026-02-01');
    expect(res.body).toBe(
      'date,agent_id,agent_name,requests,prompt_tokens,completion_tokens,estimated_cost_usd,unpriced_requests\r\n',
    );
  });
});

describe('a personal API token with the read scope', () => {
  it('reads the analytics and downloads the export on Pro', async () => {
    const u = await userWith();
    await seed(u.user.id, [{ agentId: 'ai-task-planner', at: Date.UTC(2026, 0, 10), model: 'gpt-4o' }]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: authed(u.cookie),
      payload: { name: 'Analytics', scopes: ['read'], expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const headers = { authorization: `Bearer ${made.json<{ token: string }>().token}` };

    const json = await t.app.inject({ url: '/api/usage/analytics?from=2026-01-10&to=2026-01-11', headers });
    expect(json.statusCode, json.body).toBe(200);
    expect(UsageAnalyticsSchema.parse(json.json()).totals.requests).toBe(1);

    const csv = await t.app.inject({ url: '/api/usage/analytics/export?from=2026-01-10&to=2026-01-11', headers });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[1]).toBe('2026-01-10,ai-task-planner,Task Planner,1,1000,100,0.003500,0');
  });
});
