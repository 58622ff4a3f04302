import { EMAIL_ASSISTANT } from '@common/agents/email-assistant';
import { AGENT_ROSTER } from '@common/agents/roster';
import { hasFeature } from '@common/entitlements';
import { useCustomAgents } from '@/lib/queries/custom-agents';
import { useSession } from '@/lib/queries/user';
import { useAgentText } from './use-agent-text';

const LIBRARY = new Map([...AGENT_ROSTER, EMAIL_ASSISTANT].map((agent) => [agent.id, agent]));

/**
 * An agent's name from its id, wherever the product lists agents by id (usage, search hits,
 * exports): a library agent in the interface language, a custom agent by the name its owner gave
 * it, anything else (an agent since deleted) by the fallback or its id.
 */
export function useAgentName(): (agentId: string, fallback?: string) => string {
  const text = useAgentText();
  const { user } = useSession();
  const { data } = useCustomAgents(Boolean(user && hasFeature(user, 'custom_agents')));
  return (agentId, fallback) => {
    const library = LIBRARY.get(agentId);
    if (library) return text.name(library);
    return data?.agents.find((agent) => agent.id === agentId)?.name ?? fallback ?? agentId;
  };
}
