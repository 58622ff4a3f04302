import { useQuery } from '@tanstack/react-query';
import type { customAgentsApi } from '@common/api/custom-agents';
import type { AgentSummary } from '@common/schemas/agent';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { apiListEndpoint } from '@/lib/api-client';

/**
 * The user's own agents, read by the dashboard's roster, the "My agents" section and the chat
 * (which takes a custom agent's prompt, model and temperature from here). Kept on the server, so
 * they follow the user to every browser.
 */
export const CUSTOM_AGENTS_QUERY_KEY = ['/api/custom-agents'] as const;

const listCustomAgents = apiListEndpoint<typeof customAgentsApi.list>('GET', '/api/custom-agents');

/** `enabled`: only for a plan with custom agents (the section shows its gate otherwise). */
export function useCustomAgents(enabled = true) {
  return useQuery({ queryKey: CUSTOM_AGENTS_QUERY_KEY, queryFn: () => listCustomAgents(), enabled });
}

/** A custom agent in the shape the roster and the chat show; the library-only fields are empty. */
export function customAgentSummary(agent: CustomAgent): AgentSummary {
  return {
    id: agent.id,
    name: agent.name,
    description: agent.description,
    category: agent.category,
    capabilities: [],
    usageInstructions: '',
    automationCapable: false,
    tags: [],
    requiresApiKey: true,
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
  };
}
