import { isValidApiKey } from '@common/api-key';
import { ChatError, streamDirectReply } from '@/lib/chat-stream';
import { useChatEngine } from '@/lib/chat-engine/use-chat-engine';
import { useProviderSettings } from '@/lib/provider-settings';
import type { DemoAgent } from '../demo-agents';
import { translate } from '../i18n';

export interface DemoMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The user pressed Stop: content holds what arrived before. */
  stopped?: boolean;
}

let counter = 0;
const nextId = () => `demo-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * One conversation with one demo agent, kept in memory only: real replies streamed straight from
 * the provider with the user's key. A failure is shown once below the conversation (`error`), not
 * as a message in it, and read out.
 */
export function useDemoChat(agent: DemoAgent, apiKey: string | null) {
  const { baseUrl, model } = useProviderSettings();
  const chat = useChatEngine<DemoMessage>({
    canSend: () => isValidApiKey(apiKey),
    stream: ({ history, signal, onText }) =>
      streamDirectReply({ baseUrl, apiKey, model, systemPrompt: agent.systemPrompt, history, signal, onText }),
    userMessage: (content) => ({ id: nextId(), role: 'user', content }),
    replyMessage: () => ({ id: nextId(), role: 'assistant', content: '' }),
    announce: {
      replied: (content) => translate('library-demo.chat.replied', { name: agent.name, content }),
      stopped: () => translate('library-demo.chat.replyStopped', { name: agent.name }),
      failed: (message) => message,
    },
    onError: (error, cause) => {
      // Logged so a failure can be diagnosed; never the key, only what went wrong.
      console.error(
        'Demo chat failed:',
        cause instanceof ChatError ? `${error.reason} ${error.status ?? ''}`.trim() : cause,
      );
    },
  });

  return {
    messages: chat.messages,
    pending: chat.pending,
    error: chat.error,
    announcement: chat.announcement,
    send: chat.send,
    stop: chat.stop,
    clear: () => chat.reset([]),
  };
}
