import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageAnalyticsSchema } from '../../common/schemas/usage.js';
import { migrateToLatest } from '../db/migrate.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import { DAY_MS } from './usage.js';
import { resolveRange, usageAnalytics, usageAnalyticsCsv } from './usage-analytics.js';

/**
 * Analytics figures from the usage events: exact per-day and per-agent sums and costs, with known,
 * dated and unknown models and events recorded before the model was kept; UTC day edges; the range
 * rules. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let test: TestDb;
const db = () => test.db.kysely;
/** 2026-03-15T12:00:00Z. */
const NOW = Date.UTC(2026, 2, 15, 12);
const at = (iso: string) => Date.parse(iso);

const WRITER = 'ai-writing-assistant';
const PLANNER = 'ai-task-planner';
const EMAIL = 'ai-email-assistant';

async function addUser(): Promise<string> {
  const id = randomUUID();
  await db()
    .insertInto('users')
    .values({ id, email: `${id}@example.test`, password_hash: null, created_at: NOW - 90 * DAY_MS, updated_at: NOW })
    .execute();
  return id;
}

async function seed(
  userId: string,
  events: { agentId: string; at: number; model: string | null; tokens: [number, number] }[],
) {
  await db()
    .insertInto('usage_events')
    .values(
      events.map((e) => ({
        id: randomUUID(),
        user_id: userId,
        agent_id: e.agentId,
        model: e.model,
        prompt_tokens: e.tokens[0],
        completion_tokens: e.tokens[1],
        created_at: e.at,
      })),
    )
    .execute();
}

let userId: string;

beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'usage-analytics-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
  userId = await addUser();
  const other = await addUser();
  await seed(userId, [
    // Before the range.
    { agentId: WRITER, at: at('2026-03-09T23:59:59.999Z'), model: 'gpt-4o', tokens: [7, 7] },
    // 03-10: two gpt-4o requests and one of a model without a price.
    { agentId: WRITER, at: at('2026-03-10T00:00:00.000Z'), model: 'gpt-4o', tokens: [1000, 500] },
    { agentId: WRITER, at: at('2026-03-10T13:00:00.000Z'), model: 'gpt-4o', tokens: [2000, 1000] },
    { agentId: PLANNER, at: at('2026-03-10T18:00:00.000Z'), model: 'mystery-model', tokens: [100, 50] },
    // 03-12: recorded before models were kept.
    { agentId: PLANNER, at: at('2026-03-12T08:00:00.000Z'), model: null, tokens: [10, 5] },
    // 03-14: a dated snapshot, priced as its family, on the last millisecond of the day.
    {
      agentId: EMAIL,
      at: at('2026-03-14T23:59:59.999Z'),
      model: 'gpt-4o-mini-2024-07-18',
      tokens: [1_000_000, 100_000],
    },
    // 03-15: the first millisecond of the day.
    { agentId: WRITER, at: at('2026-03-15T00:00:00.000Z'), model: 'gpt-4.1', tokens: [500, 250] },
  ]);
  await seed(other, [{ agentId: WRITER, at: at('2026-03-10T10:00:00.000Z'), model: 'gpt-4o', tokens: [9, 9] }]);
});
afterAll(async () => {
  await test?.drop();
});

const zero = { requests: 0, promptTokens: 0, completionTokens: 0, tokens: 0, costUsd: 0, unpricedRequests: 0 };

describe('usageAnalytics', () => {
  it('sums each UTC day, each agent and the range, pricing what has a known price', async () => {
    const result = await usageAnalytics(db(), userId, { from: '2026-03-10', to: '2026-03-15' }, NOW);
    expect(UsageAnalyticsSchema.parse(result)).toEqual(result);
    expect(result.from).toBe('2026-03-10');
    expect(result.to).toBe('2026-03-15');
    expect(result.days).toEqual([
      // gpt-4o: (3000 × 2.5 + 1500 × 10) / 1e6 = 0.0225; the mystery model's request is counted, not priced.
      {
        date: '2026-03-10',
        requests: 3,
        promptTokens: 3100,
        completionTokens: 1550,
        tokens: 4650,
        costUsd: 0.0225,
        unpricedRequests: 1,
      },
      { date: '2026-03-11', ...zero },
      // Requests but no price at all: null, not 0.
      {
        date: '2026-03-12',
        requests: 1,
        promptTokens: 10,
        completionTokens: 5,
        tokens: 15,
        costUsd: null,
        unpricedRequests: 1,
      },
      { date: '2026-03-13', ...zero },
      // gpt-4o-mini: 1M × 0.15 + 0.1M × 0.6 = 0.21.
      {
        date: '2026-03-14',
        requests: 1,
        promptTokens: 1_000_000,
        completionTokens: 100_000,
        tokens: 1_100_000,
        costUsd: 0.21,
        unpricedRequests: 0,
      },
      // gpt-4.1: (500 × 2 + 250 × 8) / 1e6 = 0.003.
      {
        date: '2026-03-15',
        requests: 1,
        promptTokens: 500,
        completionTokens: 250,
        tokens: 750,
        costUsd: 0.003,
        unpricedRequests: 0,
      },
    ]);
    expect(result.agents).toEqual([
      {
        agentId: WRITER,
        name: 'Writing Assistant',
        requests: 3,
        promptTokens: 3500,
        completionTokens: 1750,
        tokens: 5250,
        costUsd: 0.0255,
        unpricedRequests: 0,
      },
      {
        agentId: PLANNER,
        name: 'Task Planner',
        requests: 2,
        promptTokens: 110,
        completionTokens: 55,
        tokens: 165,
        costUsd: null,
        unpricedRequests: 2,
      },
      {
        agentId: EMAIL,
        name: 'AI Email Assistant',
        requests: 1,
        promptTokens: 1_000_000,
        completionTokens: 100_000,
        tokens: 1_100_000,
        costUsd: 0.21,
        unpricedRequests: 0,
      },
    ]);
    expect(result.totals).toEqual({
      requests: 6,
      promptTokens: 1_003_610,
      completionTokens: 101_805,
      tokens: 1_105_415,
      costUsd: 0.2355,
      unpricedRequests: 2,
    });
  });

  it('ends the range with the last millisecond of its last day', async () => {
    const result = await usageAnalytics(db(), userId, { from: '2026-03-14', to: '2026-03-14' }, NOW);
    expect(result.days.map((d) => [d.date, d.requests])).toEqual([['2026-03-14', 1]]);
    expect(result.agents.map((a) => a.agentId)).toEqual([EMAIL]);
  });

  it('defaults to the last 30 UTC days, today included', async () => {
    const result = await usageAnalytics(db(), userId, {}, NOW);
    expect([result.from, result.to, result.days.length]).toEqual(['2026-02-14', '2026-03-15', 30]);
    expect(result.totals.requests).toBe(7);
  });

  it('answers zeros for a user without events', async () => {
    const result = await usageAnalytics(db(), await addUser(), { from: '2026-03-01', to: '2026-03-02' }, NOW);
    expect(result.days).toEqual([
      { date: '2026-03-01', ...zero },
      { date: '2026-03-02', ...zero },
    ]);
    expect(result.agents).toEqual([]);
    expect(result.totals).toEqual(zero);
  });
});

describe('usageAnalyticsCsv', () => {
  it('writes one line per day and agent with use, the cost with six decimals, empty when unknown', async () => {
    const { from, to, csv } = await usageAnalyticsCsv(db(), userId, { from: '2026-03-10', to: '2026-03-15' }, NOW);
    expect([from, to]).toEqual(['2026-03-10', '2026-03-15']);
    expect(csv.split('\r\n')).toEqual([
      'date,agent_id,agent_name,requests,prompt_tokens,completion_tokens,estimated_cost_usd,unpriced_requests',
      '2026-03-10,ai-task-planner,Task Planner,1,100,50,,1',
      '2026-03-10,ai-writing-assistant,Writing Assistant,2,3000,1500,0.022500,0',
      '2026-03-12,ai-task-planner,Task Planner,1,10,5,,1',
      '2026-03-14,ai-email-assistant,AI Email Assistant,1,1000000,100000,0.210000,0',
      '2026-03-15,ai-writing-assistant,Writing Assistant,1,500,250,0.003000,0',
      '',
    ]);
  });
});

describe('resolveRange', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

  it('fills a missing end from today and a missing start 29 days before the end', () => {
    expect(resolveRange({}, NOW)).toEqual({ first: day('2026-02-14'), last: day('2026-03-15') });
    expect(resolveRange({ to: '2026-01-31' }, NOW)).toEqual({ first: day('2026-01-02'), last: day('2026-01-31') });
    expect(resolveRange({ from: '2026-03-01' }, NOW)).toEqual({ first: day('2026-03-01'), last: day('2026-03-15') });
  });

  it('accepts one day and 366 days, refuses a reversed range and 367 days', () => {
    expect(resolveRange({ from: '2026-03-15', to: '2026-03-15' }, NOW)).toEqual({
      first: day('2026-03-15'),
      last: day('2026-03-15'),
    });
    expect(resolveRange({ from: '2024-01-01', to: '2024-12-31' }, NOW)).toEqual({
      first: day('2024-01-01'),
      last: day('2024-12-31'),
    });
    expect(() => resolveRange({ from: '2026-03-02', to: '2026-03-01' }, NOW)).toThrow('from must not be after to');
    expect(() => resolveRange({ from: '2025-01-01', to: '2026-01-02' }, NOW)).toThrow(
      'The range can be at most 366 days',
    );
    expect(() => resolveRange({ from: '2020-01-01' }, NOW)).toThrow('The range can be at most 366 days');
  });
});
