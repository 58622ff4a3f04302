import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveChatState } from '@/lib/chat-engine/use-chat-engine';
import { sanitizeStoredMessages, type ConversationMessage } from '../chat-logic';
import { canonicalJson } from '../conversations/conversation-rules';
import { loadMessages, saveMessages } from '../conversations/conversation-repository';
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
  /**
   * Called with the stored conversation (empty when there is none) when it is read. A long one
   * comes in two steps: its last messages first, then all of them, when `loaded` turns true.
   */
  onLoad: (stored: ConversationMessage[]) => void;
  /** Read all of it before showing any (a search hit may be anywhere in it). */
  wholeFirst?: boolean;
}

/**
 * After the next frame is painted: a read that would hold up the paint of what is shown waits for
 * it. A hidden tab paints no frame, so there it waits a moment only.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });

/**
 * `all`, with the messages already shown kept as the same objects where they did not change, so
 * the rows on screen do not render again.
 */
function keepShown(all: ConversationMessage[], shown: readonly ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(shown.map((m) => [m.id, m]));
  return all.map((m) => {
    const old = byId.get(m.id);
    return old && canonicalJson(old) === canonicalJson(m) ? old : m;
  });
}

/**
 * One conversation in the store: read when the chat opens, saved after each change. The chat
 * remounts per conversation, so `agentId` and `conversationId` are fixed for this hook's life.
 * Nothing is saved (and the chat takes no new message) until the whole conversation is read:
 * `loaded` says when.
 */
export function useConversation(agentId: string, conversationId: string, { live, onLoad, wholeFirst }: Options) {
  const [loaded, setLoaded] = useState(false);
  // The array last read from or written to storage: re-saving what was just loaded is skipped.
  const storedRef = useRef<ConversationMessage[] | null>(null);
  // Every message id this chat has shown: a save tombstones only those it removed, never one that
  // cloud history merged into the store while the chat was open.
  const knownRef = useRef(new Set<string>());
  const restore = useEffectEvent(onLoad);

  const wholeFirstRef = useRef(wholeFirst);
  useEffect(() => {
    let cancelled = false;
    const show = (stored: ConversationMessage[]) => {
      const restored = sanitizeStoredMessages(stored);
      for (const message of stored) knownRef.current.add(message.id);
      restore(restored);
      return restored;
    };
    // Usually read already, started when the conversation was chosen (messages-read-ahead.ts).
    void takeMessages(conversationId, { whole: wholeFirstRef.current }).then(async (opening) => {
      if (cancelled) return;
      let restored = show(opening.messages);
      if (!opening.complete) {
        // The rest once the last messages are on screen: turning thousands of records into
        // objects would hold up that paint.
        await afterPaint();
        const all = await loadMessages(conversationId);
        if (cancelled) return;
        restored = show(keepShown(all, restored));
      }
      if (restored.length) storedRef.current = restored;
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
