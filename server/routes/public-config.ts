import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configApi } from '../../common/api/config.js';
import { routeOptions } from '../http/route-options.js';
import { MAINTENANCE_COOKIE, grantValue } from '../services/maintenance.js';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  app.route({
    ...routeOptions(configApi.get),
    handler: async (request, reply) => {
      let granted = false;
      const raw = request.cookies[MAINTENANCE_COOKIE];
      if (config.MAINTENANCE_CODE && raw) {
        const unsigned = request.unsignCookie(raw);
        granted = unsigned.valid && unsigned.value === grantValue(config);
      }
      reply.header('cache-control', 'no-store');
      return {
        aiBaseUrl: config.AI_BASE_URL,
        aiModel: config.AI_MODEL,
        aiProviders: config.aiProviders,
        supportEmail: config.SUPPORT_EMAIL,
        docsUrl: config.DOCS_URL,
        statusUrl: config.STATUS_URL,
        oidcEnabled: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID),
        maintenance: { enabled: Boolean(config.MAINTENANCE_CODE), granted },
      };
    },
  });
};
