import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailDraftsApi } from '../../common/api/email-drafts.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { requireUser } from '../plugins/session.js';
import { createDraft, deleteDraft, draftReading, listDrafts } from '../services/email-drafts.js';

/** Far above what a person clicking produces; keeps a runaway client from filling the table. */
export const EMAIL_STORE_LIMIT = { max: 120, windowMs: MINUTE, counts: 'writes' } as const;
export const EMAIL_STORE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export const emailDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // SQLite: a page read a moment ago is answered again while the user's drafts are unchanged;
  // PostgreSQL: the pages of requests that arrive together are read in one statement.
  const reading = draftReading(app.db);
  const preHandler = limitBy(app, {
    name: 'email-drafts',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.route({
    ...routeOptions(emailDraftsApi.list),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const page = await listDrafts(db, user.id, request.query, { ...reading, commitsSeen: request.commitsSeen });
      sendPageLink(request, reply, request.query, page.next);
      return page.rows;
    },
  });

  app.route({
    ...routeOptions(emailDraftsApi.create),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const draft = await createDraft(db, user.id, request.body);
      return reply.code(201).send(draft);
    },
  });

  app.route({
    ...routeOptions(emailDraftsApi.remove),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteDraft(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
