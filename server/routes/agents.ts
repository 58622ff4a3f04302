import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENTS, CATEGORIES, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is fixed at build time: serialise it once instead of on every request.
  const body = JSON.stringify({ agents: AGENTS, categories: CATEGORIES, emailAssistant: EMAIL_ASSISTANT });
  app.get('/api/agents', { config: { public: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body),
  );
};
