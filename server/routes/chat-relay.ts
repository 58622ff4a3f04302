import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENTS, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { buildChatRequest } from '../../common/chat.js';
import { ChatRelayRequestSchema } from '../../common/schemas/chat-relay.js';
import { badRequest, forbidden, HttpError } from '../http/http-error.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { assertAllowedBaseUrl, streamCompletion } from '../llm/provider-client.js';
import { relayStream } from '../http/relay-stream.js';
import { requireUser } from '../plugins/session.js';
import { hasAllAccess } from '../services/users.js';

const AGENTS_BY_ID = new Map([...AGENTS, EMAIL_ASSISTANT].map((a) => [a.id, a]));

/**
 * Admins and all-access users chat with the operator's ADMIN_PROVIDER_KEY through this route:
 * the key never reaches the browser, and the reply is relayed chunk by chunk, unbuffered.
 */
export const chatRelayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/chat/completions',
    {
      schema: { body: ChatRelayRequestSchema },
      preHandler: limitBy(app, {
        name: 'chat-relay',
        max: 30,
        windowMs: MINUTE,
        key: (request) => request.user?.id,
        message: 'Rate limit exceeded. Please try again later.',
      }),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!hasAllAccess(user, app.config)) {
        throw forbidden('Chat through the server is available to all-access accounts only', 'not_all_access');
      }
      const apiKey = app.config.ADMIN_PROVIDER_KEY;
      if (!apiKey) {
        throw new HttpError(503, 'no_server_key', 'The server has no provider key configured. Add your own API key.');
      }
      const agent = AGENTS_BY_ID.get(request.body.agentId);
      if (!agent) throw badRequest('Unknown agent', 'unknown_agent');

      const abort = new AbortController();
      const upstream = await streamCompletion({
        baseUrl: assertAllowedBaseUrl(app.config, app.config.AI_BASE_URL),
        apiKey,
        body: buildChatRequest({
          model: app.config.AI_MODEL,
          systemPrompt: agent.systemPrompt,
          history: request.body.messages,
        }),
        signal: abort.signal,
      });
      await relayStream(request, reply, upstream, abort);
      return reply;
    },
  );
};
