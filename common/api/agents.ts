import { defineRoute } from './define-route.js';
import { AgentCatalogueSchema, AgentIdParamsSchema, AgentPromptSchema } from '../schemas/agent.js';

const tag = 'Agents';

export const agentsApi = {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/agents',
    summary: 'The agent catalogue without system prompts: the library roster, its categories and the email assistant',
    tag,
    responses: { 200: AgentCatalogueSchema },
    public: true,
  }),
  prompt: defineRoute({
    method: 'GET',
    path: '/api/agents/:agentId/prompt',
    scope: 'read',
    summary: "A library agent's system prompt, for users whose plan includes the agent",
    tag,
    params: AgentIdParamsSchema,
    responses: { 200: AgentPromptSchema },
  }),
};
