import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksApi } from '../../common/api/tasks.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { createTask, deleteTask, listTasks, updateTask } from '../services/tasks.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // The same per-user limit as drafts and templates: far above a person clicking.
  const preHandler = limitBy(app, {
    name: 'tasks',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(tasksApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listTasks(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(tasksApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const task = await createTask(db, user.id, request.body);
      return reply.code(201).send(task);
    },
  });

  app.route({
    ...routeOptions(tasksApi.update),
    preHandler,
    handler: async (request) => {
      const user = requireUser(request);
      // completedAt in the body is ignored: the service derives it from the status.
      const { completedAt: _ignored, ...changes } = request.body;
      return updateTask(db, user.id, request.params.id, changes);
    },
  });

  app.route({
    ...routeOptions(tasksApi.remove),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteTask(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
