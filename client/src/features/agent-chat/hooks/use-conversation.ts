import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { sanitizeStoredMessages, type ConversationMessage } from '../chat-logic';
import { saveMessages } from '../conversations/conversation-repository';
import { takeMessages } from '../conversations/messages-read-ahead';
import { createSaveScheduler, type SaveScheduler } from '../save-scheduler';

/** While a reply streams, the conversation is saved at most this often. */
const STREAMING_SAVE_INTERVAL_MS = 1000;

interface Options {
  /** The conversation as shown now; each change is saved. */
  messages: ConversationMessage[];
  /** true while a reply streams: saves are spaced out instead of immediate. */
  streaming: boolean;
  /** Called once with the stored conversation (empty when there is none) when it is read. */
  onLoad: (stored: ConversationMessage[]) => void;
}

/**
 * One conversation in the store: read when the chat opens, saved after each change. The chat
 * remounts per conversation, so `agentId` and `conversationId` are fixed for this hook's life.
 */
export function useConversation(agentId: string, conversationId: string, { messages, streaming, onLoad }: Options) {
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
    const saver = saverRef.current;
    if (!loaded || !saver || messages === storedRef.current) return;
    saver.schedule(messages);
    if (!streaming) saver.flush();
  }, [messages, streaming, loaded]);

  return { loaded };
}
