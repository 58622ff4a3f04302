import { useChatEngine } from '@/lib/chat-engine/use-chat-engine';
import type { AiSettings } from '../api/email-ai-api';
import { CHAT_SYSTEM_PROMPT, entry, seedMessages, type ChatEntry } from '../chat-model';
import { translate } from '../i18n';
import { withAnswerLanguage } from '@common/languages';
import { currentLanguage } from '@/lib/i18n/i18n';

/**
 * A real, streamed conversation with the provider, straight from the browser with the user's key
 * (like the agent chat). Kept by the panel, so hiding the chat does not lose it.
 */
export function useAssistantChat(ai: AiSettings) {
  const chat = useChatEngine<ChatEntry>(
    {
      // This panel is on the dashboard's first load: the streaming code (and its SSE parser) is
      // fetched when the user first sends, not before.
      stream: async ({ history, signal, onText }) =>
        (await import('@/lib/chat-stream')).streamDirectReply({
          baseUrl: ai.baseUrl,
          apiKey: ai.apiKey,
          model: ai.model,
          systemPrompt: withAnswerLanguage(CHAT_SYSTEM_PROMPT, currentLanguage()),
          // Error notes are for the user's eyes only.
          history: history.filter((m) => !m.error),
          signal,
          onText,
        }),
      userMessage: (text) => entry('user', text),
      replyMessage: () => entry('assistant', ''),
      errorNote: (message) => entry('system', message, { error: true }),
      announce: {
        replied: (content) => translate('email-assistant.chat.announce', { content }),
        stopped: (content) => (content ? translate('email-assistant.chat.announce', { content }) : ''),
        failed: () => '',
      },
      onError: (_error, cause) => {
        // Logged so a failure can be diagnosed later. The note in the log says what to fix.
        console.error('Email assistant chat failed', cause);
      },
    },
    seedMessages,
  );

  return {
    messages: chat.messages,
    pending: chat.pending,
    /** Sent, and no words back yet. */
    waiting: chat.waiting,
    streamingId: chat.streamingId,
    announcement: chat.announcement,
    send: chat.send,
    stop: chat.stop,
    clear: () => chat.reset(seedMessages(translate('email-assistant.chat.cleared'))),
  };
}

export type AssistantChat = ReturnType<typeof useAssistantChat>;
