import { ChatError } from '@/lib/chat-error';
import { chatErrorText } from '@/lib/messages/texts';
import {
  chatTransition,
  initialChatState,
  isSendableMessage,
  type ChatEvent,
  type ChatState,
  type EngineMessage,
} from './chat-machine';
import { translate } from './i18n';

/**
 * Runs the chat cycle of chat-machine.ts against a stream function: starts a request per send,
 * feeds its text in, stops it, turns its end or its failure into the machine's events. Plain
 * TypeScript with a subscribe/getState store, so `useChatEngine` is a thin React binding and the
 * whole cycle is tested without a browser, with only the stream function faked.
 */

export interface StreamedReply {
  /** Everything received (partial when aborted). */
  text: string;
  /** The user stopped it. */
  aborted: boolean;
}

export interface StreamRequest<M extends EngineMessage> {
  /** The conversation, the user's new message last; each page picks what the provider is sent. */
  history: M[];
  signal: AbortSignal;
  /** Everything received so far, each time more arrives. */
  onText: (soFar: string) => void;
}

export interface ChatEngineOptions<M extends EngineMessage, R extends StreamedReply = StreamedReply> {
  /** Streams one reply; resolves when it ends or is stopped, rejects (a ChatError, ideally) on failure. */
  stream: (request: StreamRequest<M>) => Promise<R>;
  /** The page's own message objects: the user's (with what the page sends beside the text), and the empty reply a request fills. */
  userMessage: (text: string, extra?: Partial<M>) => M;
  replyMessage: () => M;
  /** Sending is possible (a usable key, an initialized chat…); the text rules are the engine's. */
  canSend?: () => boolean;
  /** What a kept reply adds to its message (token usage, say). */
  replyPatch?: (reply: R) => Partial<M>;
  /** An inline error message to add to the conversation; without it the error is only in `state.error`. */
  errorNote?: (message: string) => M;
  /** The live region's text for a finished reply, a stopped one (content may be empty) and a failure. */
  announce: {
    replied: (content: string) => string;
    stopped: (content: string) => string;
    failed: (message: string) => string;
  };
  /** A reply was kept (finished, or stopped with words in it). */
  onReply?: (reply: R) => void;
  /** A reply came to its end by itself: not stopped, not failed (the finishing tone plays here). */
  onFinish?: (reply: R) => void;
  /** A request failed: `error` is what the user is shown, `cause` what was thrown. */
  onError?: (error: ChatError, cause: unknown) => void;
  /**
   * How text updates are spaced: schedules the update and returns its cancel. Without it each
   * piece of text is shown at once; the React binding shows it at most once per animation frame.
   */
  scheduleText?: (update: () => void) => () => void;
}

export interface ChatEngine<M extends EngineMessage, R extends StreamedReply = StreamedReply> {
  getState(): ChatState<M>;
  subscribe(listener: () => void): () => void;
  /**
   * Starts a reply; false when nothing was sent (blank or too long text, not allowed, one in flight).
   * `extra` goes into the user's message (the files attached to it, say); with files the text may be blank.
   */
  send(text: string, extra?: Partial<M>): boolean;
  /**
   * Replaces the conversation with `messages` and streams a reply to them: an edited message
   * re-sent (it ends `messages`), or a reply regenerated (`messages` is the history before it).
   * `reply` adds to the reply message (the versions it carries); if the request ends with nothing
   * kept, the conversation becomes `fallback` when given. False when nothing was started.
   */
  continueFrom(messages: M[], extra?: { reply?: Partial<M>; fallback?: M[] }): boolean;
  /** Stops the reply in flight; what arrived is kept and marked stopped. */
  stop(): void;
  /** Starts over with these messages, ending any request in flight. */
  reset(messages: M[]): void;
  /**
   * Adds finished messages made outside a streamed reply (a generated image) after the others;
   * false, and nothing added, while a reply is in flight.
   */
  append(messages: M[]): boolean;
  /** Ends any request in flight (the page goes away). */
  abort(): void;
  /** The latest options (the key, the model…), read at the next send. */
  setOptions(options: ChatEngineOptions<M, R>): void;
}

export function createChatEngine<M extends EngineMessage, R extends StreamedReply = StreamedReply>(
  initialOptions: ChatEngineOptions<M, R>,
  initialMessages: M[] = [],
): ChatEngine<M, R> {
  let options = initialOptions;
  let state = initialChatState(initialMessages);
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();

  const dispatch = (event: ChatEvent<M>) => {
    const next = chatTransition(state, event);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  // Between requests only, so a streamed reply never lands after a message added around it.
  const append = (messages: M[]) => {
    if (controller || state.status !== 'idle') return false;
    if (messages.length) dispatch({ type: 'reset', messages: [...state.messages, ...messages] });
    return true;
  };

  const run = async (history: M[], request: number, own: AbortController) => {
    let latest = '';
    // The cancel of a text update scheduled but not yet made.
    let scheduled: (() => void) | null = null;
    const showText = () => {
      scheduled = null;
      dispatch({ type: 'text', run: request, text: latest });
    };
    const settle = () => {
      scheduled?.();
      scheduled = null;
      if (controller === own) controller = null;
      return state.run === request;
    };
    try {
      const reply = await options.stream({
        history,
        signal: own.signal,
        onText: (soFar) => {
          latest = soFar;
          if (scheduled || state.run !== request) return;
          if (!options.scheduleText) return showText();
          let made = false;
          const cancel = options.scheduleText(() => {
            made = true;
            showText();
          });
          if (!made) scheduled = cancel;
        },
      });
      if (!settle()) return;
      const kept = Boolean(reply.text) || !reply.aborted;
      dispatch({
        type: 'finished',
        run: request,
        text: reply.text,
        aborted: reply.aborted,
        patch: kept ? options.replyPatch?.(reply) : undefined,
        // Read as shown: an empty reply is announced as "No response generated".
        announcement: reply.aborted
          ? options.announce.stopped(reply.text)
          : options.announce.replied(reply.text || translate('chat-engine.noResponse')),
      });
      if (kept) options.onReply?.(reply);
      if (!reply.aborted) options.onFinish?.(reply);
    } catch (cause) {
      if (!settle()) return;
      const error = cause instanceof ChatError ? cause : new ChatError('other');
      options.onError?.(error, cause);
      const message = chatErrorText(error.reason);
      dispatch({
        type: 'failed',
        run: request,
        partial: error.partialText || latest,
        message,
        note: options.errorNote?.(message),
        announcement: options.announce.failed(message),
      });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(raw, extra) {
      if (controller || state.status !== 'idle') return false;
      if (!isSendableMessage(raw, extra) || options.canSend?.() === false) return false;
      const user = options.userMessage(raw.trim(), extra);
      const history = [...state.messages, user];
      const own = new AbortController();
      controller = own;
      dispatch({ type: 'send', user, reply: options.replyMessage() });
      void run(history, state.run, own);
      return true;
    },
    continueFrom(messages, extra = {}) {
      if (controller || state.status !== 'idle' || messages.length === 0) return false;
      if (options.canSend?.() === false) return false;
      const own = new AbortController();
      controller = own;
      const reply = { ...options.replyMessage(), ...extra.reply };
      dispatch({ type: 'continue', messages, reply, fallback: extra.fallback });
      void run(messages, state.run, own);
      return true;
    },
    stop() {
      controller?.abort();
    },
    reset(messages) {
      controller?.abort();
      controller = null;
      dispatch({ type: 'reset', messages });
    },
    append,
    abort() {
      controller?.abort();
    },
    setOptions(next) {
      options = next;
    },
  };
}
