import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentsApi } from '../../common/api/agents.js';
import { AGENTS, CATEGORIES, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { routeOptions } from '../http/route-options.js';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is fixed at build time: shaped by its schema and serialised once instead of on
  // every request (a JSON string is sent as it is, past the response serializer).
  const catalogue = agentsApi.catalogue.responses[200].parse({
    agents: AGENTS,
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
};
