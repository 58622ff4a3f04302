import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DraftListSchema,
  DraftSaveRequestSchema,
  DraftSchema,
  IdParamsSchema,
} from '../../common/schemas/email-drafts.js';
import { limitBy, MINUTE } from '../lib/rate-limits.js';
import { requireUser } from '../plugins/session.js';
import { createDraft, deleteDraft, listDrafts } from '../services/email-drafts.js';

/** Far above what a person clicking produces; keeps a runaway client from filling the table. */
export const EMAIL_STORE_LIMIT = { max: 120, windowMs: MINUTE };
export const EMAIL_STORE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export const emailDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = limitBy(app, {
    name: 'email-drafts',
    ...EMAIL_STORE_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_STORE_LIMIT_MESSAGE,
  });

  app.get(
    '/api/email/drafts',
    { schema: { response: { 200: DraftListSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return listDrafts(db, user.id);
    },
  );

  app.post(
    '/api/email/drafts',
    { schema: { body: DraftSaveRequestSchema, response: { 201: DraftSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      const draft = await createDraft(db, user.id, request.body);
      return reply.code(201).send(draft);
    },
  );

  app.delete('/api/email/drafts/:id', { schema: { params: IdParamsSchema }, preHandler }, async (request, reply) => {
    const user = requireUser(request);
    await deleteDraft(db, user.id, request.params.id);
    return reply.code(204).send();
  });
};
