import { AGENTS } from '../../common/agents/catalogue.js';
import type { AgentPrompt } from '../../common/schemas/agent.js';
import type { Config } from '../config.js';
import { notFound } from '../lib/domain-error.js';
import { assertAgent, type EntitlementFields } from './entitlements.js';

const PROMPTS = new Map(AGENTS.map((agent) => [agent.id, agent.systemPrompt]));

/**
 * A library agent's system prompt, for the browser's direct chat. Prompts are what a plan buys, so
 * they leave the server one at a time and only for an agent the user's plan includes; an unknown
 * id is a 404 whatever the plan, so the answer never says which ids are gated.
 */
export function agentPrompt(user: EntitlementFields, config: Config, agentId: string): AgentPrompt {
  const systemPrompt = PROMPTS.get(agentId);
  if (systemPrompt === undefined) throw notFound('Unknown agent', 'agent_not_found');
  assertAgent(user, config, agentId);
  return { agentId, systemPrompt };
}
