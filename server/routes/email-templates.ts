import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplatesApi } from '../../common/api/email-templates.js';
import { limitBy } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { createTemplate, deleteTemplate, listTemplates } from '../services/email-templates.js';
import { EMAIL_STORE_LIMIT, EMAIL_STORE_LIMIT_MESSAGE } from './email-drafts.js';

/** Saved templates. Suggestions (POST /api/email/templates/suggest) are an AI call: see email-ai.ts. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = limitBy(app, {
    name: 'email-templates',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(emailTemplatesApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listTemplates(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(emailTemplatesApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const template = await createTemplate(db, user.id, request.body);
      return reply.code(201).send(template);
    },
  });

  app.route({
    ...routeOptions(emailTemplatesApi.remove),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteTemplate(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
