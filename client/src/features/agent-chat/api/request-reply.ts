import { buildChatRequest, estimatePromptTokens, estimateTokens } from '@common/chat';
import type { AgentSummary } from '@common/schemas/agent';
import { directChatTarget, streamChatCompletion } from '@/lib/chat-stream';
import { providerHistory, type ConversationMessage, type MessageUsage } from '../chat-logic';
import { RELAY_TARGET } from './chat-api';

/** Direct: the browser calls the provider with the user's key. Relay: our server calls it with its own. */
export type ReplyRoute =
  { kind: 'direct'; baseUrl: string; apiKey: string; model: string } | { kind: 'relay'; model: string };

export interface ReplyRequest {
  agent: Pick<AgentSummary, 'id'>;
  /** The agent's system prompt, for the direct route (the relay adds it on the server). */
  systemPrompt: string;
  /** A custom agent's own temperature; null or absent for the standard one. */
  temperature?: number | null;
  history: readonly ConversationMessage[];
  route: ReplyRoute;
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
export async function requestReply({
  agent,
  systemPrompt,
  temperature,
  history,
  route,
  signal,
  onText,
}: ReplyRequest): Promise<Reply> {
  const request = buildChatRequest({
    model: route.model,
    systemPrompt,
    history: providerHistory(history),
    temperature,
  });
  const target =
    route.kind === 'direct'
      ? { ...directChatTarget(route.baseUrl, route.apiKey), body: request }
      : // The server adds the agent's system prompt itself: the client names the agent only.
        { ...RELAY_TARGET, body: { agentId: agent.id, messages: request.messages.slice(1) } };

  let text = '';
  const result = await streamChatCompletion({
    url: target.url,
    headers: { ...target.headers },
    body: target.body,
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
