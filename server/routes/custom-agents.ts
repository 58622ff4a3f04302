import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customAgentsApi } from '../../common/api/custom-agents.js';
import { CUSTOM_AGENT_LIMIT } from '../../common/custom-agent-constants.js';
import { exportAgentFile, exportFileName } from '../../common/custom-agent-files/export-agent-file.js';
import { CustomAgentExportSchema } from '../../common/schemas/custom-agents.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import {
  createCustomAgent,
  deleteCustomAgent,
  getCustomAgent,
  importCustomAgents,
  allCustomAgents,
  listCustomAgents,
  updateCustomAgent,
} from '../services/custom-agents.js';
import { assertFeature } from '../services/entitlements.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

/**
 * The user's own agents. Making or changing one needs the plan (403 plan_required naming Basic);
 * reading, exporting and deleting do not, so nobody loses the way to take their agents away.
 */
export const customAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // The same per-user limit as the other stores a person fills by hand: far above a person clicking.
  const preHandler = limitBy(app, {
    name: 'custom-agents',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(customAgentsApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listCustomAgents(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return { agents: page.rows, limit: CUSTOM_AGENT_LIMIT };
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.export),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      const file = CustomAgentExportSchema.parse(exportAgentFile(await allCustomAgents(db, user.id), now));
      // Indented for the person who opens the file, so written here rather than by the serializer
      // (a JSON string is sent as it is; typed as the file, which it is).
      const body = JSON.stringify(file, null, 2) as unknown as typeof file;
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .send(body);
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.get),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return getCustomAgent(db, user.id, request.params.id);
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'custom_agents');
      return reply.code(201).send(await createCustomAgent(db, user.id, request.body));
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.update),
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'custom_agents');
      return updateCustomAgent(db, user.id, request.params.id, request.body);
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.remove),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteCustomAgent(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(customAgentsApi.import),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'custom_agents');
      return reply.code(201).send(await importCustomAgents(db, user.id, request.body.content));
    },
  });
};
