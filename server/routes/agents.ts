import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentsApi } from '../../common/api/agents.js';
import { AGENT_ROSTER, CATEGORIES } from '../../common/agents/roster.js';
import { EMAIL_ASSISTANT } from '../../common/agents/email-assistant.js';
import { ifNoneMatchHits, strongEtag } from '../http/etag.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { agentPrompt } from '../services/agent-prompts.js';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is fixed at build time: shaped by its schema and encoded once instead of on
  // every request (a Buffer is sent as it is, past the response serializer). The schema has no
  // system prompts, so parsing strips the email assistant's too: the public answer carries none.
  // It is the same in every interface language (the client translates the titles it shows), so
  // neither the body nor its ETag varies with Accept-Language.
  const catalogue = agentsApi.catalogue.responses[200].parse({
    agents: AGENT_ROSTER,
    categories: CATEGORIES,
    emailAssistant: EMAIL_ASSISTANT,
  });
  const body = Buffer.from(JSON.stringify(catalogue));
  const etag = strongEtag(body);
  app.route({
    ...routeOptions(agentsApi.catalogue),
    handler: async (request, reply) => {
      // Fresh for five minutes, as before; after that a cache revalidates with the ETag and, within
      // one build, gets a bodyless 304. A longer life would keep a deploy's new catalogue from
      // clients for longer; none at all would cost a round trip on every use of something that
      // changes only with a deploy.
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL).header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        // Nothing at all, not null: null would be serialized into a body with a content type.
        return reply.code(304).send(undefined as never);
      }
      // Typed as the catalogue, which it is: the route's reply type names only the schema's shape.
      return reply.header('content-type', 'application/json; charset=utf-8').send(body as unknown as typeof catalogue);
    },
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
