import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { UsageStatsSchema } from '../../common/schemas/usage.js';
import { DAY_MS } from '../services/usage.js';
import { authed, register } from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const record = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/usage/events', headers: cookie ? authed(cookie) : JSON_HEADERS, payload });
const stats = (cookie: string) => t.app.inject({ url: '/api/usage', headers: { cookie } });

/** Events written straight to the table, to place them at chosen times. */
async function seed(
  userId: string,
  events: { agentId: string; at: number; tokens?: [number, number]; model?: string }[],
) {
  await t.db.kysely
    .insertInto('usage_events')
    .values(
      events.map((e) => ({
        id: randomUUID(),
        user_id: userId,
        agent_id: e.agentId,
        prompt_tokens: e.tokens?.[0] ?? 10,
        completion_tokens: e.tokens?.[1] ?? 5,
        model: e.model ?? null,
        created_at: e.at,
      })),
    )
    .execute();
}

describe('POST /api/usage/events', () => {
  it('records an event for a known agent with 204', async () => {
    const { cookie, user } = await register(t.app);
    const ids = [EMAIL_ASSISTANT.id, ...AGENTS.slice(0, 1).map((a) => a.id)];
    for (const agentId of ids) {
      const res = await record(cookie, { agentId, promptTokens: 120, completionTokens: 340 });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.db.kysely.selectFrom('usage_events').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.agent_id)).toEqual(ids);
    expect(rows[0]).toMatchObject({ prompt_tokens: 120, completion_tokens: 340 });
  });

  it('keeps the model that answered, and null when the client names none', async () => {
    const { cookie, user } = await register(t.app);
    const base = { agentId: EMAIL_ASSISTANT.id, promptTokens: 1, completionTokens: 2 };
    expect((await record(cookie, { ...base, model: 'gpt-4o-mini' })).statusCode).toBe(204);
    expect((await record(cookie, base)).statusCode).toBe(204);
    const rows = await t.db.kysely
      .selectFrom('usage_events')
      .select('model')
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.model).sort()).toEqual(['gpt-4o-mini', null].sort());
  });

  it.each([
    ['Unknown agent', { agentId: 'ai-no-such-agent', promptTokens: 1, completionTokens: 1, model: 'gpt-4o' }],
    [
      'model is too long',
      { agentId: EMAIL_ASSISTANT.id, promptTokens: 1, completionTokens: 1, model: 'm'.repeat(201) },
    ],
    ['model cannot be empty', { agentId: EMAIL_ASSISTANT.id, promptTokens: 1, completionTokens: 1, model: ' ' }],
    ['promptTokens cannot be negative', { agentId: EMAIL_ASSISTANT.id, promptTokens: -1, completionTokens: 1 }],
    [
      'completionTokens must be a whole number',
      { agentId: EMAIL_ASSISTANT.id, promptTokens: 1, completionTokens: 1.5 },
    ],
  ])('answers 400 "%s"', async (message, payload) => {
    const { cookie } = await register(t.app);
    const res = await record(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await record(undefined, { agentId: EMAIL_ASSISTANT.id, promptTokens: 1, completionTokens: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/usage', () => {
  it('answers zeros and 30 empty days for a new account', async () => {
    const { cookie } = await register(t.app);
    const res = await stats(cookie);
    expect(res.statusCode).toBe(200);
    const body = UsageStatsSchema.parse(res.json());
    expect(body).toMatchObject({
      totalRequests: 0,
      monthlyRequests: 0,
      favouriteAgents: [],
      lastActiveAt: null,
      accountAgeDays: 0,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), requests: 0, tokens: 0 });
    expect(body.daily.every((d) => d.requests === 0 && d.tokens === 0)).toBe(true);
  });

  it('counts totals, this month, top 5 agents, daily buckets and account age from the user’s own events', async () => {
    const { cookie, user } = await register(t.app);
    const other = await register(t.app);
    const now = Date.now();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
    await t.db.kysely
      .updateTable('users')
      .set({ created_at: now - 45 * DAY_MS - 1000 })
      .where('id', '=', user.id)
      .execute();
    const agents = ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6'];
    await seed(user.id, [
      // Today: a-1 three times, 15 tokens each.
      ...[1, 2, 3].map((i) => ({ agentId: 'a-1', at: today + i })),
      // Two days ago: a-2 twice with 100 + 1 tokens.
      ...[1, 2].map((i) => ({ agentId: 'a-2', at: today - 2 * DAY_MS + i, tokens: [100, 1] as [number, number] })),
      // One each for the rest, last month or earlier (outside the 30-day window).
      ...agents.slice(2).map((agentId, i) => ({ agentId, at: monthStart - 40 * DAY_MS - i })),
    ]);
    await seed(other.user.id, [{ agentId: 'a-6', at: today + 5 }]);

    const body = UsageStatsSchema.parse((await stats(cookie)).json());
    expect(body.totalRequests).toBe(9);
    const twoDaysAgoThisMonth = today - 2 * DAY_MS >= monthStart;
    expect(body.monthlyRequests).toBe(twoDaysAgoThisMonth ? 5 : 3);
    expect(body.favouriteAgents).toEqual([
      { agentId: 'a-1', requests: 3 },
      { agentId: 'a-2', requests: 2 },
      { agentId: 'a-3', requests: 1 },
      { agentId: 'a-4', requests: 1 },
      { agentId: 'a-5', requests: 1 },
    ]);
    expect(body.lastActiveAt).toBe(new Date(today + 3).toISOString());
    expect(body.accountAgeDays).toBe(45);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: new Date(today).toISOString().slice(0, 10), requests: 3, tokens: 45 });
    expect(body.daily[27]).toEqual({
      date: new Date(today - 2 * DAY_MS).toISOString().slice(0, 10),
      requests: 2,
      tokens: 202,
    });
    expect(body.daily[0]!.date).toBe(new Date(today - 29 * DAY_MS).toISOString().slice(0, 10));
    expect(body.daily.reduce((n, d) => n + d.requests, 0)).toBe(5);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/usage' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user/export', () => {
  it('downloads the profile, sessions and usage events as JSON, without secrets', async () => {
    const { cookie, user } = await register(t.app);
    const other = await register(t.app);
    await seed(user.id, [{ agentId: EMAIL_ASSISTANT.id, at: Date.UTC(2026, 0, 2, 3, 4, 5), model: 'gpt-4o' }]);
    await seed(other.user.id, [{ agentId: 'someone-elses', at: Date.now() }]);
    const res = await t.app.inject({ url: '/api/auth/user/export?format=json', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="agentops-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.profile).toEqual(user);
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ current: true, userAgent: 'lightMyRequest' });
    expect(body.usageEvents).toEqual([
      {
        id: expect.any(String),
        agentId: EMAIL_ASSISTANT.id,
        promptTokens: 10,
        completionTokens: 5,
        model: 'gpt-4o',
        createdAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(res.body).not.toMatch(/argon2|password_hash|token_hash|someone-elses/);
    expect(res.body).not.toContain(cookie.split('=')[1]);
  });

  it("includes the user's drafts and templates, and only theirs", async () => {
    const { cookie } = await register(t.app);
    const other = await register(t.app);
    const save = (c: string, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, cookie: c }, payload });
    expect(
      (await save(cookie, '/api/email/drafts', { to: 'a@example.test', subject: 'Mine', body: 'Hello' })).statusCode,
    ).toBe(201);
    await save(other.cookie, '/api/email/drafts', { to: 'b@example.test', subject: 'Theirs', body: 'Hi' });
    await save(cookie, '/api/email/templates', {
      name: 'Follow-up',
      category: 'sales',
      subject: 'Hi {{name}}',
      body: 'Body',
    });
    const body = (await t.app.inject({ url: '/api/auth/user/export?format=json', headers: { cookie } })).json();
    expect(body.emailDrafts.map((d: { subject: string }) => d.subject)).toEqual(['Mine']);
    expect(body.emailTemplates.map((d: { name: string }) => d.name)).toEqual(['Follow-up']);
    expect(body.emailAccounts).toEqual([]);
    expect(body.emailOutbox).toEqual([]);
    expect(body.customAgents).toEqual([]);
  });

  it('defaults to JSON, and answers 400 for an unknown format', async () => {
    const { cookie } = await register(t.app);
    const json = await t.app.inject({ url: '/api/auth/user/export', headers: { cookie } });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const bad = await t.app.inject({ url: '/api/auth/user/export?format=xml', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('format must be json or csv');
  });

  it('downloads usage events as CSV with a header row, escaped', async () => {
    const { cookie, user } = await register(t.app);
    await seed(user.id, [
      { agentId: 'plain-agent', at: Date.UTC(2026, 1, 3), tokens: [1, 2], model: 'gpt-4o-mini' },
      { agentId: 'odd,"agent"\nid', at: Date.UTC(2026, 1, 4), tokens: [3, 4] },
      { agentId: '=HYPERLINK("x")', at: Date.UTC(2026, 1, 5), tokens: [5, 6] },
    ]);
    const res = await t.app.inject({ url: '/api/auth/user/export?format=csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agentops-usage-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('id,agent_id,prompt_tokens,completion_tokens,created_at,model');
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},plain-agent,1,2,2026-02-03T00:00:00\.000Z,gpt-4o-mini$/);
    expect(res.body).toContain(',"odd,""agent""\nid",3,4,2026-02-04T00:00:00.000Z,\r\n');
    expect(res.body).toContain(`,"'=HYPERLINK(""x"")",5,6,`);
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: '/api/auth/user/export' })).statusCode).toBe(401);
  });
});
