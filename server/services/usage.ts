import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AGENTS, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import type { DailyUsage, UsageEventInput, UsageStats } from '../../common/schemas/usage.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';
import { isCustomAgentId } from '../../common/custom-agent-constants.js';
import { ownsCustomAgent } from './custom-agents.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
const DAILY_WINDOW_DAYS = 30;
const FAVOURITES = 5;

const KNOWN_AGENT_IDS = new Set([...AGENTS.map((a) => a.id), EMAIL_ASSISTANT.id]);

export const isKnownAgent = (id: string) => KNOWN_AGENT_IDS.has(id);

export async function recordUsage(db: Kysely<Database>, userId: string, input: UsageEventInput, now = Date.now()) {
  // A chat with one of the user's own agents counts like any other; someone else's id is unknown.
  const known = isCustomAgentId(input.agentId)
    ? await ownsCustomAgent(db, userId, input.agentId)
    : isKnownAgent(input.agentId);
  if (!known) throw invalid('Unknown agent', 'unknown_agent');
  await db
    .insertInto('usage_events')
    .values({
      id: randomUUID(),
      user_id: userId,
      agent_id: input.agentId,
      prompt_tokens: input.promptTokens,
      completion_tokens: input.completionTokens,
      model: input.model ?? null,
      created_at: now,
    })
    .execute();
}

const isoDay = (dayIndex: number) => new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);

/**
 * The USAGE tab's figures, computed from the events. Days are UTC days: grouping by
 * created_at / 86400000 is integer division in both databases.
 */
export async function usageStats(
  db: Kysely<Database>,
  user: { id: string; created_at: number },
  now = Date.now(),
): Promise<UsageStats> {
  const events = db.selectFrom('usage_events').where('user_id', '=', user.id);
  const today = Math.floor(now / DAY_MS);
  const firstDay = today - (DAILY_WINDOW_DAYS - 1);
  const d = new Date(now);
  const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);

  const [totals, monthly, favourites, daily] = await Promise.all([
    events
      .select((eb) => [eb.fn.countAll<number>().as('requests'), eb.fn.max('created_at').as('last')])
      .executeTakeFirstOrThrow(),
    events
      .where('created_at', '>=', monthStart)
      .select((eb) => eb.fn.countAll<number>().as('requests'))
      .executeTakeFirstOrThrow(),
    events
      .select((eb) => ['agent_id', eb.fn.countAll<number>().as('requests')])
      .groupBy('agent_id')
      .orderBy('requests', 'desc')
      .orderBy('agent_id')
      .limit(FAVOURITES)
      .execute(),
    events
      .where('created_at', '>=', firstDay * DAY_MS)
      .select((eb) => [
        // A literal, not a parameter: better-sqlite3 binds numbers as REAL, which would make this a float.
        sql<number>`created_at / 86400000`.as('day'),
        eb.fn.countAll<number>().as('requests'),
        eb.fn.sum<number>(eb(eb.ref('prompt_tokens'), '+', eb.ref('completion_tokens'))).as('tokens'),
      ])
      .groupBy('day')
      .execute(),
  ]);

  const byDay = new Map(daily.map((r) => [Number(r.day), r]));
  const days: DailyUsage[] = [];
  for (let day = firstDay; day <= today; day++) {
    const row = byDay.get(day);
    days.push({ date: isoDay(day), requests: Number(row?.requests ?? 0), tokens: Number(row?.tokens ?? 0) });
  }
  const last = totals.last === null ? null : Number(totals.last);
  return {
    totalRequests: Number(totals.requests),
    monthlyRequests: Number(monthly.requests),
    favouriteAgents: favourites.map((f) => ({ agentId: f.agent_id, requests: Number(f.requests) })),
    lastActiveAt: last === null ? null : new Date(last).toISOString(),
    accountAgeDays: Math.max(0, Math.floor((now - user.created_at) / DAY_MS)),
    daily: days,
  };
}

export function listUsageEvents(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('usage_events')
    .select(['id', 'agent_id', 'prompt_tokens', 'completion_tokens', 'model', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
