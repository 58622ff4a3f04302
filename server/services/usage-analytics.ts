import { sql, type Kysely } from 'kysely';
import { AGENTS, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { estimateCostUsd } from '../../common/chat.js';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_RANGE_MAX_DAYS,
  type AnalyticsAgent,
  type AnalyticsDay,
  type AnalyticsFigures,
  type AnalyticsQuery,
  type UsageAnalytics,
} from '../../common/schemas/usage.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';
import { csvField } from './account-export.js';
import { DAY_MS } from './usage.js';

/** An inclusive range of UTC days, as day numbers since the epoch. */
export interface DayRange {
  first: number;
  last: number;
}

const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The query's range with its defaults filled in. The order and length are checked here rather than
 * in the schema because the defaults depend on today; the schema has already refused malformed dates.
 */
export function resolveRange(query: AnalyticsQuery, now = Date.now()): DayRange {
  const last = query.to ? dayOf(query.to) : Math.floor(now / DAY_MS);
  const first = query.from ? dayOf(query.from) : last - (ANALYTICS_DEFAULT_DAYS - 1);
  if (first > last) throw invalid('from must not be after to', 'invalid_range');
  if (last - first + 1 > ANALYTICS_RANGE_MAX_DAYS) {
    throw invalid(`The range can be at most ${ANALYTICS_RANGE_MAX_DAYS} days`, 'invalid_range');
  }
  return { first, last };
}

/** The same order on every server, whatever its locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const AGENT_NAMES = new Map([...AGENTS, EMAIL_ASSISTANT].map((a) => [a.id, a.name]));
export const agentName = (id: string) => AGENT_NAMES.get(id) ?? id;

/** One (day, agent, model) group as the database sums it. */
interface GroupRow {
  day: number;
  agentId: string;
  model: string | null;
  requests: number;
  promptTokens: number;
  completionTokens: number;
}

/**
 * Grouped in SQL by day, agent and model, so what comes back is bounded by the range and the agents
 * used, not by the number of events. The model stays in the grouping because the price is per model;
 * the cost of a group is exact, since a price is linear in the tokens.
 */
async function groupedUsage(db: Kysely<Database>, userId: string, range: DayRange): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom('usage_events')
    .where('user_id', '=', userId)
    .where('created_at', '>=', range.first * DAY_MS)
    .where('created_at', '<', (range.last + 1) * DAY_MS)
    .select((eb) => [
      // A literal, not a parameter: better-sqlite3 binds numbers as REAL, which would make this a float.
      sql<number>`created_at / 86400000`.as('day'),
      'agent_id',
      'model',
      eb.fn.countAll<number | string>().as('requests'),
      eb.fn.sum<number | string>('prompt_tokens').as('prompt_tokens'),
      eb.fn.sum<number | string>('completion_tokens').as('completion_tokens'),
    ])
    .groupBy([sql`created_at / 86400000`, 'agent_id', 'model'])
    .execute();
  // PostgreSQL answers counts and sums of bigints as strings.
  return rows.map((r) => ({
    day: Number(r.day),
    agentId: r.agent_id,
    model: r.model,
    requests: Number(r.requests),
    promptTokens: Number(r.prompt_tokens),
    completionTokens: Number(r.completion_tokens),
  }));
}

/** Sums groups of events, keeping the priced cost and the unpriced count apart. */
class Tally {
  requests = 0;
  promptTokens = 0;
  completionTokens = 0;
  private pricedUsd = 0;
  private pricedRequests = 0;

  add(row: GroupRow) {
    this.requests += row.requests;
    this.promptTokens += row.promptTokens;
    this.completionTokens += row.completionTokens;
    const cost = row.model === null ? null : estimateCostUsd(row.model, row.promptTokens, row.completionTokens);
    if (cost !== null) {
      this.pricedUsd += cost;
      this.pricedRequests += row.requests;
    }
  }

  figures(): AnalyticsFigures {
    const unpricedRequests = this.requests - this.pricedRequests;
    return {
      requests: this.requests,
      promptTokens: this.promptTokens,
      completionTokens: this.completionTokens,
      tokens: this.promptTokens + this.completionTokens,
      costUsd: this.requests > 0 && this.pricedRequests === 0 ? null : roundUsd(this.pricedUsd),
      unpricedRequests,
    };
  }
}

/** Millionths of a dollar: finer than any price here needs, and free of float noise in the sums. */
const roundUsd = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;

function tallyBy<K>(rows: GroupRow[], key: (row: GroupRow) => K): Map<K, Tally> {
  const tallies = new Map<K, Tally>();
  for (const row of rows) {
    const k = key(row);
    let tally = tallies.get(k);
    if (!tally) tallies.set(k, (tally = new Tally()));
    tally.add(row);
  }
  return tallies;
}

/** The Pro USAGE tab: per-day series over the range (zero-filled), per-agent totals and the range's totals. */
export async function usageAnalytics(
  db: Kysely<Database>,
  userId: string,
  query: AnalyticsQuery,
  now = Date.now(),
): Promise<UsageAnalytics> {
  const range = resolveRange(query, now);
  const rows = await groupedUsage(db, userId, range);

  const byDay = tallyBy(rows, (r) => r.day);
  const days: AnalyticsDay[] = [];
  for (let day = range.first; day <= range.last; day++) {
    days.push({ date: isoDay(day), ...(byDay.get(day) ?? new Tally()).figures() });
  }
  const agents: AnalyticsAgent[] = [...tallyBy(rows, (r) => r.agentId)]
    .map(([agentId, tally]) => ({ agentId, name: agentName(agentId), ...tally.figures() }))
    .sort((a, b) => b.requests - a.requests || byCodePoint(a.agentId, b.agentId));
  const totals = new Tally();
  rows.forEach((r) => totals.add(r));

  return { from: isoDay(range.first), to: isoDay(range.last), days, agents, totals: totals.figures() };
}

export const ANALYTICS_CSV_HEADER = [
  'date',
  'agent_id',
  'agent_name',
  'requests',
  'prompt_tokens',
  'completion_tokens',
  'estimated_cost_usd',
  'unpriced_requests',
];

/**
 * The export: one line per UTC day and agent with use, oldest day first, then by agent id. The cost
 * column is the priced part (empty when nothing could be priced), written with six decimals so a
 * spreadsheet never sees an exponent.
 */
export async function usageAnalyticsCsv(
  db: Kysely<Database>,
  userId: string,
  query: AnalyticsQuery,
  now = Date.now(),
): Promise<{ from: string; to: string; csv: string }> {
  const range = resolveRange(query, now);
  const rows = await groupedUsage(db, userId, range);
  const lines = [...tallyBy(rows, (r) => JSON.stringify([r.day, r.agentId]))]
    .map(([key, tally]) => {
      const [day, agentId] = JSON.parse(key) as [number, string];
      return { day, agentId, figures: tally.figures() };
    })
    .sort((a, b) => a.day - b.day || byCodePoint(a.agentId, b.agentId))
    .map(({ day, agentId, figures: f }) =>
      [
        isoDay(day),
        agentId,
        agentName(agentId),
        f.requests,
        f.promptTokens,
        f.completionTokens,
        f.costUsd === null ? null : f.costUsd.toFixed(6),
        f.unpricedRequests,
      ]
        .map(csvField)
        .join(','),
    );
  return {
    from: isoDay(range.first),
    to: isoDay(range.last),
    csv: [ANALYTICS_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n',
  };
}
