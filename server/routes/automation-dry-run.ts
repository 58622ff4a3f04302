import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automationsApi } from '../../common/api/automations.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { dryRun } from '../services/automation-dry-run.js';
import { assertFeature } from '../services/entitlements.js';
import { mailTriggerDeps } from '../services/mail-triggers.js';

/** Each dry run reads up to 50 messages from the provider: a few a minute is what a person needs. */
export const DRY_RUN_LIMIT = { max: 10, windowMs: MINUTE };
export const DRY_RUN_LIMIT_MESSAGE = 'Too many dry runs. Please wait a minute and try again.';

/** The dry run of the automation form: what its trigger would have matched in recent mail, nothing sent. */
export const automationDryRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, credentials } = mailTriggerDeps(app.db.kysely, app.config);
  const preHandler = limitBy(app, {
    name: 'automation-dry-run',
    ...DRY_RUN_LIMIT,
    key: (request) => request.user?.id,
    message: DRY_RUN_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(automationsApi.dryRun),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'automations');
      reply.header('cache-control', 'no-store');
      // The automation being edited (its reply window applies); another user's answers 404.
      return dryRun({ db, config, credentials }, user.id, request.body, {
        automationId: request.query.automationId || null,
      });
    },
  });
};
