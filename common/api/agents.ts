import { defineRoute } from './define-route.js';
import { NoContent } from './no-content.js';
import { AgentCatalogueSchema, AgentIdParamsSchema, AgentPromptSchema } from '../schemas/agent.js';

const tag = 'Agents';

export const agentsApi = {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/agents',
    summary: 'The agent catalogue without system prompts: the library roster, its categories and the email assistant',
    tag,
    responses: { 200: AgentCatalogueSchema },
    // The catalogue carries an ETag: If-None-Match naming it gets 304 and no body.
    otherAnswers: { 304: NoContent },
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
