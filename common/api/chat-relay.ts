import { defineRoute } from './define-route.js';
import { ChatRelayRequestSchema, ChatRelayStreamSchema } from '../schemas/chat-relay.js';

/** The chat of admins and all-access users, through the operator's provider key. */
export const chatRelayApi = {
  completions: defineRoute({
    method: 'POST',
    path: '/api/chat/completions',
    summary: "Chat with an agent through the server's provider key, streamed (all-access accounts only)",
    tag: 'Chat',
    body: ChatRelayRequestSchema,
    responses: { 200: ChatRelayStreamSchema },
    contentType: 'text/event-stream',
  }),
};
