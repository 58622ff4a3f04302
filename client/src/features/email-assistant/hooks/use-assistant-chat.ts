import { useEffect, useRef, useState } from 'react';
import { buildChatRequest, NO_RESPONSE_TEXT } from '@common/chat';
import { ChatError, directChatTarget, streamChatCompletion } from '@/lib/chat-stream';
import type { AiSettings } from '../api/email-ai-api';
import { CHAT_SYSTEM_PROMPT, CLEARED, entry, seedMessages, type ChatEntry } from '../chat-model';

/**
 * A real, streamed conversation with the provider, straight from the browser with the user's key
 * (like the agent chat). Kept by the panel, so hiding the chat does not lose it.
 */
export function useAssistantChat(ai: AiSettings) {
  const [messages, setMessages] = useState<ChatEntry[]>(() => seedMessages());
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const patch = (id: string, change: Partial<ChatEntry>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));

  const send = async (raw: string) => {
    const text = raw.trim();
    if (!text || pending) return;
    const user = entry('user', text);
    const history = [...messages.filter((m) => !m.error), user];
    const reply = entry('assistant', '');
    setMessages((list) => [...list, user, reply]);
    setPending(true);
    setAnnouncement('');
    const controller = new AbortController();
    abortRef.current = controller;
    let received = '';
    try {
      const result = await streamChatCompletion({
        ...directChatTarget(ai.baseUrl, ai.apiKey),
        body: buildChatRequest({ model: ai.model, systemPrompt: CHAT_SYSTEM_PROMPT, history }),
        signal: controller.signal,
        onDelta: (delta) => {
          received += delta;
          patch(reply.id, { content: received });
        },
      });
      if (abortRef.current !== controller) return;
      if (result.aborted && !result.text) {
        setMessages((list) => list.filter((m) => m.id !== reply.id));
        return;
      }
      const content = result.text || NO_RESPONSE_TEXT;
      patch(reply.id, { content, stopped: result.aborted || undefined });
      setAnnouncement(`Email Assistant: ${content}`);
    } catch (error) {
      if (abortRef.current !== controller) return;
      // Logged so a failure can be diagnosed later. The note in the log says what to fix.
      console.error('Email assistant chat failed', error);
      const failure = error instanceof ChatError ? error : new ChatError('other');
      setMessages((list) => {
        const kept = failure.partialText
          ? list.map((m) => (m.id === reply.id ? { ...m, content: failure.partialText } : m))
          : list.filter((m) => m.id !== reply.id);
        return [...kept, entry('system', failure.message, { error: true })];
      });
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setPending(false);
      }
    }
  };

  const stop = () => abortRef.current?.abort();

  const clear = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setPending(false);
    setAnnouncement('');
    setMessages(seedMessages(CLEARED));
  };

  return { messages, pending, announcement, send, stop, clear };
}

export type AssistantChat = ReturnType<typeof useAssistantChat>;
