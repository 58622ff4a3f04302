import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { DEFAULT_MODEL, NO_RESPONSE_TEXT } from '@common/chat';
import type { AgentSummary } from '@common/schemas/agent';
import { useApiKey } from '@/lib/api-key';
import { ChatError } from '@/lib/chat-stream';
import { useProviderSettings } from '@/lib/provider-settings';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { recordUsage } from '../api/chat-api';
import { requestReply, type ReplyRoute } from '../api/request-reply';
import {
  canSend,
  hasAllAccess,
  initialMessages,
  makeMessage,
  newMessageId,
  upsertMessage,
  type ConversationMessage,
} from '../chat-logic';
import { useConversation } from './use-conversation';

/**
 * Runs `fn` at most once per animation frame: a fast stream repaints per frame, not per token.
 * The update is committed synchronously inside the rAF callback, so the text is in the DOM before
 * this frame paints; a plain setState there would render in a later task, after the paint, and
 * show the text one frame (about 17 ms) later (measured by `npm run bench -- chat-paint`).
 */
function frameBatcher(fn: () => void) {
  let frame: number | null = null;
  return {
    schedule() {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        flushSync(fn);
      });
    },
    cancel() {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    },
  };
}

/** The chat's state and actions, streaming from the provider. */
export function useAgentChat(agent: AgentSummary) {
  const { apiKey, isValid, locked } = useApiKey();
  const { baseUrl, model } = useProviderSettings();
  const { data: config } = usePublicConfig();
  const { user } = useSession();
  const allAccess = hasAllAccess(user);
  const canChat = isValid || allAccess;

  const [pending, setPending] = useState(false);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  // Bumped by CLEAR and INITIALIZE: a reply that finishes afterwards belongs to a conversation gone.
  const generationRef = useRef(0);

  const { messages, setMessages, loaded } = useConversation(agent.id, {
    streaming: pending,
    initial: () => (canChat ? initialMessages(agent) : []),
  });
  const initialized = messages.length > 0;

  // Leaving the chat (another agent, another page) ends its request.
  useEffect(() => () => abortRef.current?.abort(), []);

  const restart = (withGreeting: boolean) => {
    abortRef.current?.abort();
    abortRef.current = null;
    generationRef.current += 1;
    setPending(false);
    setStreamingId(null);
    setAnnouncement('');
    setMessages(withGreeting ? initialMessages(agent) : []);
  };

  const initialize = () => {
    if (canChat) restart(true);
  };

  const clear = () => restart(canChat);

  const stop = () => abortRef.current?.abort();

  const send = async (raw: string): Promise<boolean> => {
    if (!canSend({ text: raw, canChat, initialized, pending })) return false;
    const generation = generationRef.current;
    const current = () => generation === generationRef.current;
    const history = [...messages, makeMessage('user', raw.trim())];
    const replyId = newMessageId();
    const base = { role: 'assistant', content: '', timestamp: new Date().toISOString() } as const;
    const setReply = (patch: Partial<ConversationMessage>) =>
      setMessages((list) => upsertMessage(list, replyId, patch, base));
    let latest = '';
    const repaint = frameBatcher(() => {
      if (!current()) return;
      setStreamingId(replyId);
      setReply({ content: latest });
    });

    setMessages(history);
    setPending(true);
    setAnnouncement('');
    const controller = new AbortController();
    abortRef.current = controller;
    const route: ReplyRoute =
      isValid && apiKey
        ? { kind: 'direct', baseUrl, apiKey, model }
        : { kind: 'relay', model: config?.aiModel ?? DEFAULT_MODEL };
    try {
      const reply = await requestReply({
        agent,
        history,
        route,
        signal: controller.signal,
        onText: (text) => {
          latest = text;
          repaint.schedule();
        },
      });
      repaint.cancel();
      if (!current()) return true;
      if (reply.aborted && !reply.text) {
        setMessages((list) => list.filter((m) => m.id !== replyId));
        return true;
      }
      const content = reply.text || NO_RESPONSE_TEXT;
      setReply({ content, usage: reply.usage, stopped: reply.aborted || undefined });
      setAnnouncement(`${agent.name}${reply.aborted ? ' (stopped)' : ''}: ${content}`);
      recordUsage(agent.id, reply.usage.promptTokens, reply.usage.completionTokens);
    } catch (error) {
      repaint.cancel();
      if (!current()) return true;
      const failure = error instanceof ChatError ? error : new ChatError('other');
      setMessages((list) => {
        const kept = failure.partialText
          ? upsertMessage(list, replyId, { content: failure.partialText }, base)
          : list.filter((m) => m.id !== replyId);
        return [...kept, makeMessage('system', failure.message, { kind: 'error' })];
      });
      toast({
        variant: 'destructive',
        title: 'Communication Error',
        description: 'Failed to communicate with agent. Check your API key and try again.',
      });
    } finally {
      // CLEAR (or a newer send) already moved on: the state is theirs now.
      if (abortRef.current === controller) {
        abortRef.current = null;
        setPending(false);
        setStreamingId(null);
      }
    }
    return true;
  };

  return {
    messages,
    loaded,
    initialized,
    pending,
    /** The reply being streamed, once its first words arrived. */
    streamingId,
    announcement,
    canChat,
    allAccess,
    hasPersonalKey: isValid,
    keyLocked: locked,
    send,
    stop,
    clear,
    initialize,
  };
}
