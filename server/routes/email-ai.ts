import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyzeRequestSchema,
  AnalyzeResultSchema,
  ComposeRequestSchema,
  ExtractRequestSchema,
  ExtractResultSchema,
  GeneratedEmailSchema,
  TemplateSuggestionsSchema,
  TemplateSuggestRequestSchema,
} from '../../common/schemas/email-ai.js';
import { providerFromRequest } from '../http/provider-from-request.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { requireUser } from '../plugins/session.js';
import { analyzeDraft, composeEmail, extractInfo, suggestTemplates } from '../services/email-ai.js';

/** One budget for all four AI calls, per user: each one spends the user's own provider credit. */
export const EMAIL_AI_LIMIT = { max: 30, windowMs: MINUTE };
export const EMAIL_AI_LIMIT_MESSAGE = 'Too many AI requests. Please wait a minute and try again.';

const aiLimit = (app: FastifyInstance) =>
  limitBy(app, {
    name: 'email-ai',
    ...EMAIL_AI_LIMIT,
    key: (request) => request.user?.id,
    message: EMAIL_AI_LIMIT_MESSAGE,
  });

/**
 * The email assistant's AI calls. The browser sends its provider key (and optionally base URL and
 * model) in headers; providerFromRequest checks them before anything goes out.
 */
export const emailAiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const preHandler = aiLimit(app);
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/api/email/compose',
    { schema: { body: ComposeRequestSchema, response: { 200: GeneratedEmailSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return composeEmail(db, user, provider, request.body);
    },
  );

  app.post(
    '/api/email/extract',
    { schema: { body: ExtractRequestSchema, response: { 200: ExtractResultSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return extractInfo(db, user.id, provider, request.body);
    },
  );

  app.post(
    '/api/email/analyze',
    { schema: { body: AnalyzeRequestSchema, response: { 200: AnalyzeResultSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return analyzeDraft(db, user.id, provider, request.body.content);
    },
  );

  app.post(
    '/api/email/templates/suggest',
    { schema: { body: TemplateSuggestRequestSchema, response: { 200: TemplateSuggestionsSchema } }, preHandler },
    async (request, reply) => {
      const user = requireUser(request);
      const provider = providerFromRequest(request, reply, app.config);
      reply.headers(noStore);
      return suggestTemplates(db, user.id, provider, request.body);
    },
  );
};
