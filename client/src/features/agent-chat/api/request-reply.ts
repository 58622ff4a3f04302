import { estimatePromptTokens, estimateTokens } from '@common/chat';
import { streamChatCompletion } from '@/lib/chat-stream';
import type { MessageUsage } from '../chat-logic';
import { fileDataUrl } from '../conversations/file-store';
import { withAttachmentData } from './attachment-urls';
import { buildOutgoingRequest, type OutgoingInput } from './outgoing-request';

export type { ReplyRoute } from './outgoing-request';

export interface ReplyRequest extends OutgoingInput {
  signal: AbortSignal;
  /** The whole text so far, each time more arrives. */
  onText: (text: string) => void;
}

export interface Reply {
  text: string;
  usage: MessageUsage;
  aborted: boolean;
}

/** Streams one reply; throws ChatError (with any partial text) on failure. */
export async function requestReply({ signal, onText, ...input }: ReplyRequest): Promise<Reply> {
  // The very request the "What is sent" panel shows (outgoing-request.ts).
  const { url, headers, body, request, route } = buildOutgoingRequest(input);
  // Only the direct route carries pictures; the relay's body is text.
  const sent = route === 'direct' ? await withAttachmentData(request, fileDataUrl) : body;
  let text = '';
  const result = await streamChatCompletion({
    url,
    headers,
    body: sent,
    signal,
    onDelta: (delta) => {
      text += delta;
      onText(text);
    },
  });
  const usage: MessageUsage = result.usage
    ? {
        promptTokens: result.usage.prompt_tokens,
        completionTokens: result.usage.completion_tokens,
        estimated: false,
        model: request.model,
      }
    : {
        promptTokens: estimatePromptTokens(request.messages),
        completionTokens: estimateTokens(result.text),
        estimated: true,
        model: request.model,
      };
  return { text: result.text, usage, aborted: result.aborted };
}
