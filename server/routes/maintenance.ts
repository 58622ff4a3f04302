import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maintenanceApi } from '../../common/api/maintenance.js';
import { MAINTENANCE_INVALID_CODE } from '../../common/schemas/public-config.js';
import { HttpError } from '../http/http-error.js';
import { routeOptions } from '../http/route-options.js';
import { MAINTENANCE_COOKIE, MAINTENANCE_GRANT_DAYS, grantValue, isMaintenanceCode } from '../services/maintenance.js';

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const unlock = routeOptions(maintenanceApi.unlock);
  app.route({
    ...unlock,
    // Guessing the code must be slow: 10 tries per 15 minutes per address.
    config: { ...unlock.config, rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
    handler: async (request, reply) => {
      if (!app.config.MAINTENANCE_CODE) {
        throw new HttpError(404, 'maintenance_off', 'Maintenance mode is not active');
      }
      if (!isMaintenanceCode(app.config, request.body.code)) {
        throw new HttpError(401, 'invalid_code', MAINTENANCE_INVALID_CODE);
      }
      reply.setCookie(MAINTENANCE_COOKIE, grantValue(app.config), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        signed: true,
        maxAge: MAINTENANCE_GRANT_DAYS * 24 * 60 * 60,
      });
      return { granted: true as const };
    },
  });
};
