import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthSchema } from '../../common/schemas/health.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_req, reply) => {
    let ok = true;
    try {
      await sql`select 1`.execute(app.db.kysely);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      ok = false;
    }
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      database: { dialect: app.db.dialect, ok },
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
};
