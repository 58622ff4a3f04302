import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createChatEngine, type ChatEngine, type ChatEngineOptions, type StreamedReply } from './chat-engine';
import type { ChatState, EngineMessage } from './chat-machine';
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

/** The engine's state as it changes with every piece of streamed text, for what shows that text. */
export type LiveChatState<M extends EngineMessage> = Pick<ChatEngine<M>, 'subscribe' | 'getState'>;

/** A streamed reply's text arriving, and nothing else: the same request, in flight before and after. */
const isTextOnly = <M extends EngineMessage>(before: ChatState<M>, after: ChatState<M>) =>
  before.run === after.run && before.status !== 'idle' && after.status === 'streaming';

/**
 * The state as it stands when a request starts or ends: a reply's text streaming in leaves it as
 * it was (the reply is not in its messages yet, status stays 'waiting'), so whatever renders from
 * it renders once per request, and only what shows the streamed text follows `live`.
 */
function settledState<M extends EngineMessage>(engine: LiveChatState<M>): () => ChatState<M> {
  let settled = engine.getState();
  return () => {
    const state = engine.getState();
    if (state !== settled && !isTextOnly(settled, state)) settled = state;
    return settled;
  };
}

/**
 * The chat engine for one conversation: its state and the send / stop / reset actions. The options
 * may change on every render (the key, the model); each send uses the latest. Leaving the page (the
 * component unmounts) ends the request in flight. With `followText: false` the returned state is
 * the settled one (see settledState) and `live` is what the streamed text is read from.
 */
export function useChatEngine<M extends EngineMessage, R extends StreamedReply = StreamedReply>(
  options: ChatEngineOptions<M, R> & { followText?: boolean },
  initialMessages: () => M[] = () => [],
) {
  const { followText = true } = options;
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
  const [getSnapshot] = useState(() => (followText ? engine.getState : settledState(engine)));
  useLayoutEffect(() => engine.setOptions(bound()));
  useEffect(() => () => engine.abort(), [engine]);
  const state = useSyncExternalStore(engine.subscribe, getSnapshot);

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
    /** Every change, streamed text included. */
    live: engine as LiveChatState<M>,
    send: engine.send,
    continueFrom: engine.continueFrom,
    stop: engine.stop,
    reset: engine.reset,
    append: engine.append,
  };
}
