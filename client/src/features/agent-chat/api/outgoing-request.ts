import {
  buildChatRequest,
  fitContextWindow,
  type ChatCompletionRequest,
  type ChatRequestMessage,
  type ProviderMessage,
} from '@common/chat';
import { maskHeaders, promptEstimate, type PreviewFile, type RequestPreview } from '@common/request-preview';
import { directChatTarget } from '@/lib/chat-stream';
import { attachmentsOf, providerHistory, type ConversationMessage } from '../chat-logic';
import { translate } from '../i18n';
import { RELAY_TARGET } from './chat-api';

/**
 * The one place the chat's request is built. requestReply sends what this returns and the
 * "What is sent" panel shows previewOf() of the same value, so the two cannot drift apart.
 */

/** Direct: the browser calls the provider with the user's key. Relay: our server calls it with its own. */
export type ReplyRoute =
  { kind: 'direct'; baseUrl: string; apiKey: string; model: string } | { kind: 'relay'; model: string };

export interface OutgoingInput {
  agentId: string;
  /** The agent's system prompt on the direct route (the relay adds it on the server). */
  systemPrompt: string;
  temperature?: number | null;
  /** The conversation, the new user message last. */
  history: readonly ConversationMessage[];
  route: ReplyRoute;
  /** The model reads pictures (common/vision.ts). The relay is text only whatever this says. */
  seesImages?: boolean;
}

export interface OutgoingRequest {
  url: string;
  /** With the key in it: for fetch only, never for display. */
  headers: Record<string, string>;
  body: unknown;
  /** The provider's request (on the relay: what the server will send, its system prompt aside). */
  request: ChatCompletionRequest;
  excluded: ChatRequestMessage[];
  route: ReplyRoute['kind'];
  /** The files the sent messages carry. */
  files: PreviewFile[];
}

export function buildOutgoingRequest({
  agentId,
  systemPrompt,
  temperature,
  history,
  route,
  seesImages = false,
}: OutgoingInput): OutgoingRequest {
  const model = route.model;
  // The relay's server uses the standard temperature whatever the agent says (server/services/chat-relay.ts).
  const effectiveTemperature = route.kind === 'relay' ? null : temperature;
  const sent = history.filter((m) => m.role !== 'system' && m.kind !== 'error');
  const provider = providerHistory(sent, { seesImages: seesImages && route.kind === 'direct' });
  const window = fitContextWindow(model, systemPrompt, provider);
  const files = attachmentsOf(sent.slice(window.excluded.length)).map(({ name, kind, size }) => ({ name, kind, size }));
  const request = buildChatRequest({
    model,
    systemPrompt,
    history: window.included,
    temperature: effectiveTemperature,
  });
  if (route.kind === 'direct') {
    const target = directChatTarget(route.baseUrl, route.apiKey);
    return { ...target, body: request, request, excluded: window.excluded, route: 'direct', files };
  }
  // The server adds the agent's system prompt itself: the client names the agent only.
  const body = { agentId, messages: request.messages.slice(1) };
  return {
    ...RELAY_TARGET,
    headers: { ...RELAY_TARGET.headers },
    body,
    request,
    excluded: window.excluded,
    route: 'relay',
    files,
  };
}

/** The relay's note, in the interface language at the moment the preview is built. */
export const relayNote = () => translate('agent-chat.preview.relayNote');

/** What the panel shows: the same request, its key masked, with the estimates. */
export function previewOf(outgoing: OutgoingRequest): RequestPreview {
  const { request } = outgoing;
  const relay = outgoing.route === 'relay';
  const [system, ...messages] = request.messages;
  return {
    url: outgoing.url,
    headers: maskHeaders(outgoing.headers),
    model: request.model,
    parameters: {
      temperature: request.temperature,
      max_tokens: request.max_tokens,
      stream: request.stream,
      stream_options: request.stream_options,
    },
    systemPrompt: relay ? null : textOf(system?.content ?? ''),
    messages: messages.map(asText),
    excluded: outgoing.excluded.map(asText),
    // On the relay the server's system prompt is unknown here: the estimate counts the rest.
    ...promptEstimate(request.model, relay ? messages : request.messages, request.max_tokens),
    notes: relay ? [relayNote()] : [],
    ...(outgoing.files.length ? { files: outgoing.files } : {}),
  };
}

/** The panel shows a picture as a marker; the bytes are listed as files, never pasted into the view. */
function textOf(content: ChatRequestMessage['content']): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' ? part.text : `[${translate('agent-chat.preview.picture')}]`))
    .join('\n\n');
}

const asText = ({ role, content }: ChatRequestMessage): ProviderMessage => ({ role, content: textOf(content) });
