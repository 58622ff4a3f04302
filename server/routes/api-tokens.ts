import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokensApi } from '../../common/api/api-tokens.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/api-tokens.js';

/** Personal API tokens: session-only routes (their contract entries declare no scope). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = limitBy(app, {
    name: 'api-tokens',
    max: 120,
    windowMs: 60_000,
    key: (request) => request.user?.id,
    message: 'Too many token changes. Please wait a minute.',
    counts: 'writes',
  });

  app.route({
    ...routeOptions(apiTokensApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listApiTokens(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return { tokens: page.rows };
    },
  });

  app.route({
    ...routeOptions(apiTokensApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const created = await createApiToken(db, user, app.config, request.body);
      // The token is in this answer only: nothing may keep a copy.
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...routeOptions(apiTokensApi.revoke),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await revokeApiToken(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
