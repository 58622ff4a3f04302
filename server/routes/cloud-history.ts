import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cloudHistoryApi } from '../../common/api/cloud-history.js';
import { CLOUD_HISTORY_BODY_LIMIT } from '../../common/cloud-history-constants.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import {
  cloudHistoryStatus,
  disableCloudHistory,
  enableCloudHistory,
  pullCloudItems,
  pushCloudItems,
} from '../services/cloud-history.js';
import { assertFeature } from '../services/entitlements.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

/**
 * Cloud history (decision 038): ciphertext only, per user. Turning it on and storing need the plan
 * (403 plan_required naming Basic); the status, pulling and turning it off do not, so a user who
 * leaves the plan keeps the way to bring their history into a browser or to delete it.
 */
export const cloudHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const quota = app.config.CLOUD_HISTORY_QUOTA_BYTES;
  const preHandler = limitBy(app, {
    name: 'cloud-history',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(cloudHistoryApi.status),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return cloudHistoryStatus(db, user.id, quota);
    },
  });

  app.route({
    ...routeOptions(cloudHistoryApi.enable),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'cloud_history');
      return reply.code(201).send(await enableCloudHistory(db, user.id, request.body));
    },
  });

  app.route({
    ...routeOptions(cloudHistoryApi.disable),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await disableCloudHistory(db, user.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(cloudHistoryApi.pull),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return pullCloudItems(db, user.id, request.query.since, request.query.limit);
    },
  });

  app.route({
    ...routeOptions(cloudHistoryApi.push),
    bodyLimit: CLOUD_HISTORY_BODY_LIMIT,
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      assertFeature(user, app.config, 'cloud_history');
      return pushCloudItems(db, user.id, request.body, quota);
    },
  });
};
