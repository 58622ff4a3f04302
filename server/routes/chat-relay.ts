import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRelayApi } from '../../common/api/chat-relay.js';
import { limitBy, MINUTE } from '../http/rate-limits.js';
import { relayStream } from '../http/relay-stream.js';
import { routeOptions } from '../http/route-options.js';
import { requireUser } from '../plugins/session.js';
import { startRelayedChat } from '../services/chat-relay.js';
import { interfaceLanguage } from '../http/interface-language.js';

/** The admin and all-access chat: the service starts the provider's stream, relayed here chunk by chunk, unbuffered. */
export const chatRelayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(chatRelayApi.completions),
    preHandler: limitBy(app, {
      name: 'chat-relay',
      max: 30,
      windowMs: MINUTE,
      key: (request) => request.user?.id,
      message: 'Rate limit exceeded. Please try again later.',
    }),
    handler: async (request, reply) => {
      const user = requireUser(request);
      // The browser leaving (Stop, a closed tab) aborts this, which cancels the provider call.
      const abort = new AbortController();
      const upstream = await startRelayedChat(app.config, user, request.body, abort.signal, interfaceLanguage(request));
      await relayStream(request, reply, upstream, abort);
      return reply;
    },
  });
};
