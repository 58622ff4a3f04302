import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi } from '../../common/api/account.js';
import { AccountExportSchema } from '../../common/schemas/account-export.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { exportAccount, usageEventsCsv } from '../services/account-export.js';
import { toSessionUser } from '../services/users.js';

/** The EXPORT button of the USAGE tab: the user's own data as a JSON or CSV download. */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(accountApi.export),
    handler: async (request, reply) => {
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
      // Indented for the person who opens the file, so it is written here rather than by the
      // response serializer; parsing with the schema first keeps anything it does not name out.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="agentops-export-${stamp}.json"`)
        .send(JSON.stringify(AccountExportSchema.parse(data), null, 2));
    },
  });
};
