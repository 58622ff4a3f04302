import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveChatState } from '@/lib/chat-engine/use-chat-engine';
import { sanitizeStoredMessages, type ConversationMessage } from '../chat-logic';
import { saveMessages } from '../conversations/conversation-repository';
import { takeMessages } from '../conversations/messages-read-ahead';
import { createSaveScheduler, type SaveScheduler } from '../save-scheduler';

/** While a reply streams, the conversation is saved at most this often. */
const STREAMING_SAVE_INTERVAL_MS = 1000;

interface Options {
  /**
   * The chat engine's state with every piece of streamed text: each change of its messages is
   * saved, spaced out while a request is in flight (what arrived so far survives leaving the chat).
   * Followed outside React, so a streaming reply's saves add no render.
   */
  live: LiveChatState<ConversationMessage>;
  /** Called once with the stored conversation (empty when there is none) when it is read. */
  onLoad: (stored: ConversationMessage[]) => void;
}

/**
 * One conversation in the store: read when the chat opens, saved after each change. The chat
 * remounts per conversation, so `agentId` and `conversationId` are fixed for this hook's life.
 */
export function useConversation(agentId: string, conversationId: string, { live, onLoad }: Options) {
  const [loaded, setLoaded] = useState(false);
  // The array last read from or written to storage: re-saving what was just loaded is skipped.
  const storedRef = useRef<ConversationMessage[] | null>(null);
  // Every message id this chat has shown: a save tombstones only those it removed, never one that
  // cloud history merged into the store while the chat was open.
  const knownRef = useRef(new Set<string>());
  const restore = useEffectEvent(onLoad);

  useEffect(() => {
    let cancelled = false;
    // Usually read already, started when the conversation was chosen (messages-read-ahead.ts).
    void takeMessages(conversationId).then((stored) => {
      if (cancelled) return;
      const restored = sanitizeStoredMessages(stored);
      for (const message of stored) knownRef.current.add(message.id);
      if (restored.length) storedRef.current = restored;
      restore(restored);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  const saverRef = useRef<SaveScheduler<ConversationMessage[]> | null>(null);
  useEffect(() => {
    const saver = createSaveScheduler<ConversationMessage[]>((value) => {
      storedRef.current = value;
      for (const message of value) knownRef.current.add(message.id);
      void saveMessages(agentId, conversationId, value, knownRef.current);
    }, STREAMING_SAVE_INTERVAL_MS);
    saverRef.current = saver;
    // Leaving the chat mid-stream keeps what arrived so far.
    return () => {
      saver.flush();
      saverRef.current = null;
    };
  }, [agentId, conversationId]);

  useEffect(() => {
    if (!loaded) return;
    let seen: { messages: ConversationMessage[]; streaming: boolean } | null = null;
    const save = () => {
      const saver = saverRef.current;
      const { messages, status } = live.getState();
      const streaming = status !== 'idle';
      if (seen?.messages === messages && seen.streaming === streaming) return;
      seen = { messages, streaming };
      if (!saver || messages === storedRef.current) return;
      saver.schedule(messages);
      if (!streaming) saver.flush();
    };
    save();
    return live.subscribe(save);
  }, [live, loaded]);

  return { loaded };
}
