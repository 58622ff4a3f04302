import { z } from 'zod';
import type { ChatMessage } from '../chat.js';

export const ChatRoleSchema = z.enum(['system', 'user', 'assistant']);

/** A stored chat message: role, content and an ISO timestamp. */
export const ChatMessageSchema = z.object({
  role: ChatRoleSchema,
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<ChatMessage>;
