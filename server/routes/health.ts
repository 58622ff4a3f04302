import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '../../common/api/health.js';
import { routeOptions } from '../http/route-options.js';
import { databaseAnswers } from '../services/health.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(healthApi.get),
    handler: async (_req, reply) => {
      const ok = await databaseAnswers(app.db.kysely, app.log);
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { dialect: app.db.dialect, ok },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
};
