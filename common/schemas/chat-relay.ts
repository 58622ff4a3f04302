import { z } from 'zod';
import { text } from './text.js';
import { CHAT_MESSAGE_MAX } from '../chat.js';

/**
 * Body of POST /api/chat/completions, the relay for admins and all-access users. The system prompt
 * is not sent: the server takes it from the catalogue, so the relay cannot be used as a general
 * purpose proxy for the operator's key.
 */
export const ChatRelayRequestSchema = z.object({
  agentId: text().min(1).max(100),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        // Assistant replies may be long; user turns are capped by the composer at 2048.
        content: text()
          .min(1)
          .max(CHAT_MESSAGE_MAX * 8),
      }),
    )
    .min(1, 'Send at least one message')
    .max(200, 'The conversation is too long; clear it to continue'),
});
export type ChatRelayRequest = z.infer<typeof ChatRelayRequestSchema>;

/**
 * The answer: the provider's own server-sent events, relayed as they arrive (`data: <chunk JSON>`
 * lines ending with `data: [DONE]`). A failure once the stream has started arrives as a last
 * `data: {"error":{...}}` event, the shape providers use.
 */
export const ChatRelayStreamSchema = z
  .string()
  .describe('text/event-stream of chat.completion.chunk events, ending with data: [DONE]');
