import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automationsApi } from '../../common/api/automations.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { guardrailStatus } from '../services/automation-guardrails.js';
import {
  createAutomation,
  deleteAutomation,
  listAutomations,
  listRuns,
  nextRunPreview,
  updateAutomation,
} from '../services/automations.js';
import { moveAutomation, type LifecycleMove } from '../services/automation-lifecycle.js';
import { planRequiredMessage } from '../../common/entitlements.js';
import { assertAgent, assertFeature, featureAllowed } from '../services/entitlements.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

/**
 * Automations as their owner manages them: the list, the form (create, update, the next-run
 * preview), delete, the lifecycle buttons, the run history and the safeguard status. Executing,
 * the dry run and the stored agent key have their own route files.
 */
export const automationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // The same per-user limit as the other stores of the email assistant: far above a person clicking.
  const preHandler = limitBy(app, {
    name: 'automations',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(automationsApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listAutomations(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(automationsApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'automations');
      if (request.body.actionType === 'agent' && request.body.agentId) {
        assertAgent(user, app.config, request.body.agentId);
      }
      return reply.code(201).send(await createAutomation(db, user.id, request.body));
    },
  });

  app.route({
    ...routeOptions(automationsApi.update),
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'automations');
      if (request.body.actionType === 'agent' && request.body.agentId) {
        assertAgent(user, app.config, request.body.agentId);
      }
      return updateAutomation(db, user.id, request.params.id, request.body);
    },
  });

  app.route({
    ...routeOptions(automationsApi.remove),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteAutomation(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  // Pausing and stopping stay open to everyone (a user without the plan can still switch things
  // off); resuming and starting make an automation run again, so they need the plan.
  const move = (request: FastifyRequest, id: string, to: LifecycleMove, needsPlan: boolean) => {
    const user = requireUser(request);
    if (needsPlan) assertFeature(user, app.config, 'automations');
    return moveAutomation(db, user.id, id, to);
  };
  app.route({
    ...routeOptions(automationsApi.pause),
    preHandler,
    handler: (request) => move(request, request.params.id, 'pause', false),
  });
  app.route({
    ...routeOptions(automationsApi.resume),
    preHandler,
    handler: (request) => move(request, request.params.id, 'resume', true),
  });
  app.route({
    ...routeOptions(automationsApi.stop),
    preHandler,
    handler: (request) => move(request, request.params.id, 'stop', false),
  });
  app.route({
    ...routeOptions(automationsApi.start),
    preHandler,
    handler: (request) => move(request, request.params.id, 'start', true),
  });

  app.route({
    ...routeOptions(automationsApi.runs),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listRuns(db, user.id, request.params.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(automationsApi.nextRun),
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      return nextRunPreview(db, user.id, request.body);
    },
  });

  app.route({
    ...routeOptions(automationsApi.guardrails),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return guardrailStatus(db, user.id, Date.now(), {
        entitled: featureAllowed(user, app.config, 'automations'),
        planMessage: planRequiredMessage('automations'),
      });
    },
  });
};
