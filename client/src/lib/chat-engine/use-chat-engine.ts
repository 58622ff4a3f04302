import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createChatEngine, type ChatEngineOptions, type StreamedReply } from './chat-engine';
import type { EngineMessage } from './chat-machine';
import { playReplyTone } from '@/lib/preferences/reply-tone';

/**
 * A streamed reply is painted at most once per animation frame, not once per token. The update is
 * committed synchronously inside the frame's callback, so the text is in the DOM before that frame
 * paints rather than one frame later (measured by `npm run bench -- chat-paint`).
 */
function onNextFrame(update: () => void): () => void {
  const frame = requestAnimationFrame(() => flushSync(update));
  return () => cancelAnimationFrame(frame);
}

/**
 * The chat engine for one conversation: its state and the send / stop / reset actions. The options
 * may change on every render (the key, the model); each send uses the latest. Leaving the page (the
 * component unmounts) ends the request in flight.
 */
export function useChatEngine<M extends EngineMessage, R extends StreamedReply = StreamedReply>(
  options: ChatEngineOptions<M, R>,
  initialMessages: () => M[] = () => [],
) {
  // Every chat plays the finishing tone (display preference soundEnabled) before the page's own onFinish.
  const bound = (): ChatEngineOptions<M, R> => ({
    scheduleText: onNextFrame,
    ...options,
    onFinish: (reply) => {
      playReplyTone();
      options.onFinish?.(reply);
    },
  });
  const [engine] = useState(() => createChatEngine(bound(), initialMessages()));
  useLayoutEffect(() => engine.setOptions(bound()));
  useEffect(() => () => engine.abort(), [engine]);
  const state = useSyncExternalStore(engine.subscribe, engine.getState);

  return {
    messages: state.messages,
    status: state.status,
    /** A request is in flight (waiting or streaming): Send is off, Stop shows. */
    pending: state.status !== 'idle',
    /** Sent, and no words back yet. */
    waiting: state.status === 'waiting',
    /** The reply being streamed, once its first words arrived. */
    streamingId: state.status === 'streaming' ? (state.reply?.id ?? null) : null,
    error: state.error,
    announcement: state.announcement,
    send: engine.send,
    continueFrom: engine.continueFrom,
    stop: engine.stop,
    reset: engine.reset,
    append: engine.append,
  };
}
