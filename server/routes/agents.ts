import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentsApi } from '../../common/api/agents.js';
import { AGENT_ROSTER, CATEGORIES } from '../../common/agents/roster.js';
import { EMAIL_ASSISTANT } from '../../common/agents/email-assistant.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { agentPrompt } from '../services/agent-prompts.js';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is fixed at build time: shaped by its schema and serialised once instead of on
  // every request (a JSON string is sent as it is, past the response serializer). The schema has
  // no system prompts, so parsing strips the email assistant's too: the public answer carries none.
  const catalogue = agentsApi.catalogue.responses[200].parse({
    agents: AGENT_ROSTER,
    categories: CATEGORIES,
    emailAssistant: EMAIL_ASSISTANT,
  });
  // Typed as the catalogue, which it is: the route's reply type names only the schema's shape.
  const body = JSON.stringify(catalogue) as unknown as typeof catalogue;
  app.route({
    ...routeOptions(agentsApi.catalogue),
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body),
  });

  app.route({
    ...routeOptions(agentsApi.prompt),
    handler: async (request, reply) => {
      const user = requireUser(request);
      // Per user: a shared cache must not hand one user's allowed prompt to another.
      reply.header('cache-control', 'private, no-cache');
      return agentPrompt(user, app.config, request.params.agentId);
    },
  });
};
