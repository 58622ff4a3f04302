import { defineRoute } from './define-route.js';
import { AgentCatalogueSchema } from '../schemas/agent.js';

export const agentsApi = {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/agents',
    summary: 'The agent catalogue: the library roster, its categories and the email assistant',
    tag: 'Agents',
    responses: { 200: AgentCatalogueSchema },
    public: true,
  }),
};
