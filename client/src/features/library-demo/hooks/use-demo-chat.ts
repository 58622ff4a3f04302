import { useEffect, useRef, useState } from 'react';
import { isValidApiKey } from '@common/api-key';
import { buildChatRequest, CHAT_ERROR_MESSAGES, NO_RESPONSE_TEXT } from '@common/chat';
import { ChatError, directChatTarget, streamChatCompletion } from '@/lib/chat-stream';
import { useProviderSettings } from '@/lib/provider-settings';
import type { DemoAgent } from '../demo-agents';

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
 * the provider with the user's key. Failures end the pending state and leave one inline message.
 */
export function useDemoChat(agent: DemoAgent, apiKey: string | null) {
  const { baseUrl, model } = useProviderSettings();
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  // Bumped by CLEAR: a reply that ends afterwards belongs to a conversation that is gone.
  const generationRef = useRef(0);

  // Leaving the chat (another agent, another page) ends its request.
  useEffect(() => () => abortRef.current?.abort(), []);

  const run = async (history: DemoMessage[], key: string, controller: AbortController) => {
    const generation = generationRef.current;
    const current = () => generation === generationRef.current;
    const replyId = nextId();
    const setReply = (content: string, stopped?: boolean) =>
      setMessages((list) =>
        list.some((m) => m.id === replyId)
          ? list.map((m) => (m.id === replyId ? { ...m, content, stopped } : m))
          : [...list, { id: replyId, role: 'assistant', content, stopped }],
      );
    const dropReply = () => setMessages((list) => list.filter((m) => m.id !== replyId));
    let received = '';
    try {
      const result = await streamChatCompletion({
        ...directChatTarget(baseUrl, key),
        body: buildChatRequest({ model, systemPrompt: agent.systemPrompt, history }),
        signal: controller.signal,
        onDelta: (delta) => {
          received += delta;
          if (current()) setReply(received);
        },
      });
      if (!current()) return;
      if (result.aborted) {
        if (result.text) setReply(result.text, true);
        else dropReply();
        setAnnouncement(`${agent.name} reply stopped.`);
        return;
      }
      const text = result.text || NO_RESPONSE_TEXT;
      setReply(text);
      setAnnouncement(`${agent.name} replied: ${text}`);
    } catch (caught) {
      if (!current()) return;
      const chatError = caught instanceof ChatError ? caught : null;
      // Logged so a failure can be diagnosed; never the key, only what went wrong.
      console.error('Demo chat failed:', chatError ? `${chatError.reason} ${chatError.status ?? ''}`.trim() : caught);
      const partial = chatError?.partialText || received;
      if (partial) setReply(partial);
      else dropReply();
      const message = chatError?.message ?? CHAT_ERROR_MESSAGES.other;
      setError(message);
      setAnnouncement(message);
    } finally {
      if (current()) {
        abortRef.current = null;
        setPending(false);
      }
    }
  };

  /** Starts a reply; false when nothing was sent (blank text, no key, a reply already streaming). */
  const send = (raw: string): boolean => {
    const text = raw.trim();
    if (!text || abortRef.current || !isValidApiKey(apiKey)) return false;
    const history: DemoMessage[] = [...messages, { id: nextId(), role: 'user', content: text }];
    const controller = new AbortController();
    abortRef.current = controller;
    setMessages(history);
    setPending(true);
    setError(null);
    setAnnouncement('');
    void run(history, apiKey, controller);
    return true;
  };

  const stop = () => abortRef.current?.abort();

  const clear = () => {
    generationRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    setMessages([]);
    setPending(false);
    setError(null);
    setAnnouncement('');
  };

  return { messages, pending, error, announcement, send, stop, clear };
}
