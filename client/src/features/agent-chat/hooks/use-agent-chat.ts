import { DEFAULT_MODEL } from '@common/chat';
import type { AgentSummary } from '@common/schemas/agent';
import { useApiKey } from '@/lib/api-key';
import { useChatEngine } from '@/lib/chat-engine/use-chat-engine';
import { useProviderSettings } from '@/lib/provider-settings';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/queries/user';
import { toast } from '@/lib/toast';
import { useAgentPrompt } from '../api/agent-prompt';
import { recordUsage } from '../api/chat-api';
import { buildOutgoingRequest, previewOf, type ReplyRoute } from '../api/outgoing-request';
import { requestReply, type Reply } from '../api/request-reply';
import { hasAllAccess, initialMessages, makeMessage, newMessageId, type ConversationMessage } from '../chat-logic';
import { translate } from '../i18n';
import { useConversation } from './use-conversation';
import { useImageReplies } from './use-image-replies';
import { scheduleReplyText } from './reply-text-schedule';
import { useSpendingCap } from './use-spending-cap';
import { useMessageVersions } from '../versions/use-message-versions';
import { withAnswerLanguage } from '@common/languages';
import { modelSeesImages } from '@common/vision';
import type { MessageAttachment } from '@/lib/attachments/types';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * What a user's own agent brings to the chat in place of the library's: its prompt, and its model
 * and temperature when set (null: the user's chosen model, the standard temperature).
 */
export interface AgentChatSettings {
  systemPrompt: string;
  model: string | null;
  temperature: number | null;
}

/**
 * A prompt this browser sends, told to answer in the interface language (the relay's prompt is the
 * server's, which adds the same instruction from the request's language).
 */
const inInterfaceLanguage = (prompt: string) => (prompt ? withAnswerLanguage(prompt, currentLanguage()) : prompt);

/** The chat's state and actions, streaming from the provider (or the server's relay). */
export function useAgentChat(
  agent: AgentSummary,
  conversationId: string,
  settings?: AgentChatSettings,
  /** Read the whole conversation before showing it (opened at a search hit). */
  { wholeFirst = false }: { wholeFirst?: boolean } = {},
) {
  const { apiKey, isValid, locked } = useApiKey();
  const { baseUrl, model, visionOverride } = useProviderSettings();
  const { data: config } = usePublicConfig();
  const { user } = useSession();
  const allAccess = hasAllAccess(user);
  const canChat = isValid || allAccess;
  const route: ReplyRoute =
    isValid && apiKey
      ? { kind: 'direct', baseUrl, apiKey, model: settings?.model || model }
      : { kind: 'relay', model: config?.aiModel ?? DEFAULT_MODEL };
  // A custom agent's prompt is already here; a library agent's comes from the server.
  const agentPrompt = useAgentPrompt(agent.id, route.kind === 'direct' && !settings);
  const cap = useSpendingCap(route);
  // Pictures go only to a model that reads them, and only on the direct route (the relay is text).
  const seesImages = route.kind === 'direct' && modelSeesImages(route.model, visionOverride);

  // No words of the reply yet: its first are rendered as they arrive (reply-text-schedule.ts).
  const firstText = (): boolean => chat.live.getState().status === 'waiting';
  const chat = useChatEngine<ConversationMessage, Reply>({
    // Streamed text renders only the message list (it follows chat.live): the panel renders when
    // a request starts and ends, not with each piece of a reply.
    followText: false,
    scheduleText: (update) => scheduleReplyText(update, firstText()),
    // Before initialization the chat is empty and its box is off; past the spending cap it stays
    // off until the cap is raised or one more request is confirmed.
    canSend: (): boolean => canChat && initialized && cap.mayBeSent(),
    stream: async ({ history, signal, onText }) => {
      cap.sent();
      const systemPrompt = inInterfaceLanguage(
        settings ? settings.systemPrompt : route.kind === 'direct' ? await agentPrompt.load() : '',
      );
      const temperature = settings?.temperature;
      return requestReply({ agentId: agent.id, systemPrompt, temperature, history, route, signal, onText, seesImages });
    },
    userMessage: (text, extra) => makeMessage('user', text, extra),
    replyMessage: () => ({ id: newMessageId(), role: 'assistant', content: '', timestamp: new Date().toISOString() }),
    replyPatch: (reply) => ({ usage: reply.usage }),
    errorNote: (message) => makeMessage('system', message, { kind: 'error' }),
    announce: {
      replied: (content) => translate('agent-chat.panel.replied', { name: agent.name, content }),
      stopped: (content) => (content ? translate('agent-chat.panel.stopped', { name: agent.name, content }) : ''),
      failed: () => '',
    },
    onReply: (reply) => {
      cap.record(reply.usage);
      recordUsage(agent.id, reply.usage.promptTokens, reply.usage.completionTokens, reply.usage.model);
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: translate('agent-chat.panel.commErrorTitle'),
        description: translate('agent-chat.panel.commErrorText'),
      }),
  });
  const { loaded } = useConversation(agent.id, conversationId, {
    live: chat.live,
    onLoad: (stored) => chat.reset(stored.length ? stored : canChat ? initialMessages(agent) : []),
    wholeFirst,
  });
  // A long conversation shows its last messages while the rest is read: the chat takes no new
  // message (nor an edit or a picture) until all of it is there.
  const initialized = loaded && chat.messages.length > 0;
  // Images made with the user's key, added to the conversation beside the streamed replies.
  const images = useImageReplies({
    agent,
    conversationId,
    route,
    canSend: () => canChat && initialized && !chat.pending && cap.mayBeSent(),
    cap,
    append: chat.append,
    replace: chat.reset,
  });

  const versions = useMessageVersions({
    ...chat,
    // While Send makes an image, an edited or regenerated message gets an image too.
    pending: chat.pending || images.busy,
    continueFrom: images.sendMakesImage ? images.continueFrom : chat.continueFrom,
    canSend: canChat && initialized,
    replace: chat.reset,
  });

  /**
   * The next request as it will leave, for the "What is sent" panel: built by the same function
   * requestReply sends (outgoing-request.ts), from the conversation plus the text being typed.
   */
  const preview = (draft: string, attachments: MessageAttachment[] = []) => {
    // The files waiting above the box are listed as they will go with the text.
    const extra = attachments.length ? { attachments } : {};
    // As streamed so far: the preview follows a reply while it streams (chat-request-preview.tsx).
    const { messages } = chat.live.getState();
    const history =
      draft.trim() || attachments.length ? [...messages, makeMessage('user', draft.trim(), extra)] : messages;
    const systemPrompt = inInterfaceLanguage(
      settings ? settings.systemPrompt : route.kind === 'direct' ? (agentPrompt.prompt ?? '') : '',
    );
    return previewOf(
      buildOutgoingRequest({
        agentId: agent.id,
        systemPrompt,
        temperature: settings?.temperature,
        history,
        route,
        seesImages,
      }),
    );
  };

  const restart = (withGreeting: boolean) => chat.reset(withGreeting ? initialMessages(agent) : []);

  return {
    /** As of the request's start or end; a streaming reply's text is in `live`. */
    messages: chat.messages,
    /** The state with every piece of a streaming reply, for the message list. */
    live: chat.live,
    loaded,
    initialized,
    pending: chat.pending || images.busy,
    announcement: chat.announcement,
    canChat,
    allAccess,
    hasPersonalKey: isValid,
    keyLocked: locked,
    send: (text: string, extra?: Partial<ConversationMessage>) =>
      images.sendMakesImage ? images.send(text) : chat.send(text, extra),
    images,
    /** Edit, regenerate and the version switcher (versions/), and what a switch announces. */
    versions,
    /** The model replies come from, and whether it may be sent pictures (attachments are refused otherwise). */
    route: { kind: route.kind, model: route.model },
    seesImages,
    preview: (draft: string, attachments: MessageAttachment[] = []) =>
      (images.sendMakesImage && images.preview(draft)) || preview(draft, attachments),
    /** The library agent's prompt is still on its way: the preview says so rather than show an empty one. */
    promptLoading: route.kind === 'direct' && !settings && agentPrompt.prompt === undefined,
    cap: { status: cap.status, allowOneMore: cap.allowOneMore },
    stop: () => {
      chat.stop();
      images.stop();
    },
    clear: () => {
      images.stop();
      restart(canChat);
    },
    initialize: () => {
      if (canChat) restart(true);
    },
  };
}
