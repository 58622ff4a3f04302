import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automationsApi } from '../../common/api/automations.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { agentKeyStatus, deleteAgentKey, storeAgentKey } from '../services/automation-agent.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

/**
 * The opt-in provider key of agent automations. The key goes in (PUT, with consent) and never
 * comes back: answers carry only whether one is stored, its last four characters and its provider.
 */
export const automationAgentKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = limitBy(app, {
    name: 'automation-agent-key',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(automationsApi.agentKey),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return agentKeyStatus(db, user.id);
    },
  });

  app.route({
    ...routeOptions(automationsApi.storeAgentKey),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      // consent is true here: the contract's schema refuses anything else with its own message.
      const { apiKey, baseUrl } = request.body;
      reply.header('cache-control', 'no-store');
      return storeAgentKey(db, app.config, user.id, { apiKey, baseUrl });
    },
  });

  app.route({
    ...routeOptions(automationsApi.deleteAgentKey),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteAgentKey(db, user.id);
      return reply.code(204).send(null);
    },
  });
};
