import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../../common/api/admin.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import {
  deleteUserAsAdmin,
  listAudit,
  listUsers,
  requireAdmin,
  revokeSessions,
  suspendUser,
  unsuspendUser,
  updateUser,
} from '../services/admin.js';

/** The admin console: every route checks here, on the server, that the caller is an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const { config } = app;
  // Runs before the body is looked at by the handler: a non-admin learns nothing but 403.
  const preHandler = async (request: Parameters<typeof requireUser>[0]) => {
    requireAdmin(requireUser(request), config);
  };
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, email: user.email };
  };

  app.route({
    ...routeOptions(adminApi.users),
    preHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsers(db, config, request.query);
    },
  });

  app.route({
    ...routeOptions(adminApi.updateUser),
    preHandler,
    handler: async (request) => updateUser(db, config, actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(adminApi.suspendUser),
    preHandler,
    handler: async (request) => suspendUser(db, config, actorOf(request), request.params.id),
  });

  app.route({
    ...routeOptions(adminApi.unsuspendUser),
    preHandler,
    handler: async (request) => unsuspendUser(db, config, actorOf(request), request.params.id),
  });

  app.route({
    ...routeOptions(adminApi.deleteUser),
    preHandler,
    handler: async (request, reply) => {
      await deleteUserAsAdmin(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(adminApi.revokeSessions),
    preHandler,
    handler: async (request, reply) => {
      await revokeSessions(db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(adminApi.audit),
    preHandler,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAudit(db, request.query);
    },
  });
};
