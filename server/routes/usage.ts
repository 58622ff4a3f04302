import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageApi } from '../../common/api/usage.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { recordUsage, usageStats } from '../services/usage.js';
import { assertFeature } from '../services/entitlements.js';
import { usageAnalytics, usageAnalyticsCsv } from '../services/usage-analytics.js';

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  const record = routeOptions(usageApi.recordEvent);
  app.route({
    ...record,
    // Far above what a person chatting produces; keeps a runaway client from filling the table.
    config: {
      ...record.config,
      rateLimit: {
        ...perIp(300, MINUTE, 'Too many usage events. Please slow down.'),
        keyGenerator: (request) => request.user?.id ?? request.ip,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      await recordUsage(db, user.id, request.body);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(usageApi.stats),
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return usageStats(db, user);
    },
  });

  app.route({
    ...routeOptions(usageApi.analytics),
    handler: async (request, reply) => {
      const user = requireUser(request);
      // GET /api/usage stays open to every plan; the analytics are Pro's.
      assertFeature(user, app.config, 'analytics');
      reply.header('cache-control', 'no-store');
      return usageAnalytics(db, user.id, request.query);
    },
  });

  app.route({
    ...routeOptions(usageApi.analyticsExport),
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'analytics');
      const { from, to, csv } = await usageAnalyticsCsv(db, user.id, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="agentops-analytics-${from}-to-${to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  });
};
