import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automationsApi } from '../../common/api/automations.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { executeNow } from '../services/automation-execute.js';
import { assertFeature } from '../services/entitlements.js';

/**
 * Execute now: one run of the automation, claimed inside its safeguards like a scheduled one; the
 * answer's message is what the toast shows (what was queued and when it goes, or why it did not run).
 */
export const automationRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // Each execution can send mail: a person clicking stays far below this.
  const preHandler = limitBy(app, {
    name: 'automation-execute',
    max: 30,
    windowMs: 60_000,
    key: (request) => request.user?.id,
    message: 'Too many executions at once. Please wait a minute.',
  });

  app.route({
    ...routeOptions(automationsApi.execute),
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'automations');
      return executeNow({ db, config: app.config }, user.id, request.params.id);
    },
  });
};
