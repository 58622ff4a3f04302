import type { Kysely } from 'kysely';
import { AGENTS } from '../../common/agents/catalogue.js';
import {
  CHAT_MAX_TOKENS,
  DEFAULT_MODEL,
  estimateCostUsd,
  estimatePromptTokens,
  type ProviderMessage,
} from '../../common/chat.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';

/**
 * Agent actions of automations: the library agent runs with the user's provider key, which the
 * server keeps only for users who opted in (sealed, never logged, deleted with the opt-in or the
 * last agent automation).
 */

const AGENTS_BY_ID = new Map(AGENTS.map((a) => [a.id, a]));

function agentFor(agentId: string) {
  const agent = AGENTS_BY_ID.get(agentId);
  if (!agent) throw invalid('Unknown agent', 'unknown_agent');
  return agent;
}

/** The catalogue names no model per agent today; if it ever does, that one wins. */
const modelFor = (agent: object): string => {
  const model = (agent as { model?: unknown }).model;
  return typeof model === 'string' && model ? model : DEFAULT_MODEL;
};

/** What the provider receives for one run: the agent's own system prompt, then the prompt. */
export function agentMessages(agentId: string, prompt: string): ProviderMessage[] {
  return [
    { role: 'system', content: agentFor(agentId).systemPrompt },
    { role: 'user', content: prompt },
  ];
}

/**
 * The cost of one run before it happens, without calling the provider. The answer is assumed to
 * use all of its CHAT_MAX_TOKENS (the cap sent with the request), so the figure is a ceiling: a
 * user deciding whether to deploy should never be told less than a run can cost.
 */
export function estimateAgentCost(agentId: string, prompt: string): { model: string; estimatedCostUsd: number } {
  const model = modelFor(agentFor(agentId));
  const promptTokens = estimatePromptTokens(agentMessages(agentId, prompt));
  return { model, estimatedCostUsd: estimateCostUsd(model, promptTokens, CHAT_MAX_TOKENS) ?? 0 };
}

/** The stored key is for agent automations only: once the user has none left, it goes. */
export async function forgetAgentKeyIfUnused(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('automation_keys')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('automations')
            .select('automations.id')
            .where('automations.user_id', '=', userId)
            .where('automations.action_type', '=', 'agent'),
        ),
      ),
    )
    .execute();
}
