import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAiApi } from '../../common/api/email-ai.js';
import { providerFromRequest } from '../http/provider-from-request.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { analyzeDraft, composeEmail, extractInfo, suggestTemplates } from '../services/email-ai.js';
import { previewEmailAiRequest } from '../services/email-ai-preview.js';

/** One budget for all four AI calls, per user: each one spends the user's own provider credit. */
export const EMAIL_AI_LIMIT = { max: 30, windowMs: MINUTE };
export const EMAIL_AI_LIMIT_MESSAGE = 'Too many AI requests. Please wait a minute and try again.';

/**
 * The email assistant's AI calls. The browser sends its provider key (and optionally base URL and
 * model) in headers; providerFromRequest checks them before anything goes out.
 */
export const emailAiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = limitBy(app, {
    name: 'email-ai',
    ...EMAIL_AI_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_AI_LIMIT_MESSAGE,
  });
  const noStore = { 'cache-control': 'no-store' };

  app.route({
    ...routeOptions(emailAiApi.compose),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return composeEmail(db, user, provider, request.body);
    },
  });

  app.route({
    ...routeOptions(emailAiApi.extract),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return extractInfo(db, user.id, provider, request.body);
    },
  });

  app.route({
    ...routeOptions(emailAiApi.analyze),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return analyzeDraft(db, user.id, provider, request.body.content);
    },
  });

  app.route({
    ...routeOptions(emailAiApi.suggestTemplates),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return suggestTemplates(db, user.id, provider, request.body);
    },
  });

  // The prompt a call above would send, under the same session, key check and rate limit as the
  // call: a preview is an AI request the user makes, only without the provider.
  app.route({
    ...routeOptions(emailAiApi.preview),
    preHandler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return previewEmailAiRequest(user, provider, request.body);
    },
  });
};
