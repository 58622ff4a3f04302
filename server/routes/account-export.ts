import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExportQuerySchema } from '../../common/schemas/usage.js';
import { requireUser } from '../plugins/session.js';
import { exportAccount, usageEventsCsv } from '../services/account-export.js';
import { toSessionUser } from '../services/users.js';

/** The EXPORT button of the USAGE tab: the user's own data as a JSON or CSV download. */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/user/export', { schema: { querystring: ExportQuerySchema } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportAccount(app.db.kysely, toSessionUser(user, app.config), request.sessionId);
    const stamp = data.exportedAt.slice(0, 10);
    reply.header('cache-control', 'no-store');
    if (request.query.format === 'csv') {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agentops-usage-${stamp}.csv"`)
        .send(usageEventsCsv(data.usageEvents));
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="agentops-export-${stamp}.json"`)
      .send(JSON.stringify(data, null, 2));
  });
};
