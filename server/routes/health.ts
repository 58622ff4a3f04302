import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi } from '../../common/api/health.js';
import { HealthUnavailableSchema } from '../../common/schemas/health.js';
import { routeOptions } from '../http/route-options.js';
import { pingDatabase } from '../services/health.js';

/** A load balancer asks often and wants a quick answer: a database slower than this counts as down. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = () => pingDatabase(app.db.kysely);
  const options = routeOptions(healthApi.get);
  app.route({
    ...options,
    // The 503 carries the report too (database.ok false), where other routes send the error shape.
    schema: { ...options.schema, response: { ...options.schema.response, 503: HealthUnavailableSchema } },
    handler: async (_req, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)),
          HEALTH_DB_TIMEOUT_MS,
        );
      });
      let ok = true;
      try {
        await Promise.race([ping(), timeout]);
      } catch (err) {
        // Code and message only: a pg error can carry the client and its connection settings.
        const e = err as { code?: unknown; message?: unknown };
        app.log.warn({ error: { code: e.code, message: e.message } }, 'health check: database unreachable');
        ok = false;
      } finally {
        clearTimeout(timer);
      }
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { dialect: app.db.dialect, ok },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
};
