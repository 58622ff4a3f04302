import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UsageEventInputSchema, UsageStatsSchema } from '../../common/schemas/usage.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { requireUser } from '../plugins/session.js';
import { recordUsage, usageStats } from '../services/usage.js';

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/api/usage/events',
    {
      schema: { body: UsageEventInputSchema },
      // Far above what a person chatting produces; keeps a runaway client from filling the table.
      config: {
        rateLimit: {
          ...perIp(300, MINUTE, 'Too many usage events. Please slow down.'),
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await recordUsage(db, user.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get('/api/usage', { schema: { response: { 200: UsageStatsSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return usageStats(db, user);
  });
};
