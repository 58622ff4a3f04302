import { CHAT_MESSAGE_MAX } from '@common/chat';
import { translate } from './i18n';

/**
 * The send / stream / stop / error cycle every chat shares, as one pure function from a state and
 * an event to the next state: no React, no network, no timers, so each rule is tested in Node.
 * Each page keeps its own message type (timestamps, usage, error marks) on top of the few fields
 * the cycle needs.
 */

export interface EngineMessage {
  id: string;
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** The user pressed Stop: the reply holds what arrived before. */
  stopped?: boolean;
}

/** idle: nothing in flight. waiting: sent, no words yet. streaming: the reply is arriving. */
export type ChatStatus = 'idle' | 'waiting' | 'streaming';

export interface ChatState<M extends EngineMessage> {
  messages: M[];
  status: ChatStatus;
  /**
   * Which request the state belongs to. Each send and each reset moves it on, so whatever an
   * older request reports afterwards (a late chunk, a reply that ends after Clear) is ignored.
   */
  run: number;
  /** The reply of the request in flight; it enters `messages` with its first words. */
  reply: M | null;
  /** The last failure's text, until the next send or reset. */
  error: string | null;
  /** What the page's polite live region reads out: each finished reply once, not token by token. */
  announcement: string;
  /**
   * The conversation to go back to when the request in flight ends with nothing kept (a
   * regenerated reply stopped or failed before its first words), so nothing the user had is lost.
   */
  fallback: M[] | null;
}

export type ChatEvent<M extends EngineMessage> =
  /** The user's message goes in and a request starts; `reply` is the empty message it will fill. */
  | { type: 'send'; user: M; reply: M }
  /**
   * The conversation is replaced by `messages` (an edited message last, or the history a reply is
   * regenerated from) and a request starts for its reply; `fallback` is kept in case it brings nothing.
   */
  | { type: 'continue'; messages: M[]; reply: M; fallback?: M[] }
  /** Everything received so far for request `run`. */
  | { type: 'text'; run: number; text: string }
  /** Request `run` ended: completely, or stopped by the user (`aborted`) with what had arrived. */
  | { type: 'finished'; run: number; text: string; aborted: boolean; patch?: Partial<M>; announcement: string }
  /** Request `run` failed; `partial` is what arrived before, `note` an inline error message to add. */
  | { type: 'failed'; run: number; partial: string; message: string; note?: M; announcement: string }
  /** A new conversation (clear, initialize, one loaded from storage): whatever was in flight is forgotten. */
  | { type: 'reset'; messages: M[] };

/** A message may be sent when it has something besides blanks and fits the maximum. */
export function isSendableText(text: string): boolean {
  return text.trim().length > 0 && text.length <= CHAT_MESSAGE_MAX;
}

/**
 * A message with files may go without typed text (a picture dropped, then Send): the files are
 * what is asked about. Without files the text rules above apply unchanged.
 */
export function isSendableMessage(text: string, extra?: unknown): boolean {
  if (isSendableText(text)) return true;
  const files = (extra as { attachments?: unknown } | undefined)?.attachments;
  return Array.isArray(files) && files.length > 0 && text.length <= CHAT_MESSAGE_MAX;
}

export function initialChatState<M extends EngineMessage>(messages: M[]): ChatState<M> {
  return { messages, status: 'idle', run: 0, reply: null, error: null, announcement: '', fallback: null };
}

/** Replaces the reply in the list, or appends it: a streamed reply enters the list on its first words. */
function withReply<M extends EngineMessage>(messages: M[], reply: M): M[] {
  return messages.some((m) => m.id === reply.id)
    ? messages.map((m) => (m.id === reply.id ? reply : m))
    : [...messages, reply];
}

const withoutReply = <M extends EngineMessage>(messages: M[], id: string) => messages.filter((m) => m.id !== id);

export function chatTransition<M extends EngineMessage>(state: ChatState<M>, event: ChatEvent<M>): ChatState<M> {
  switch (event.type) {
    case 'send':
      // One request at a time: a second send while one is in flight changes nothing.
      if (state.status !== 'idle') return state;
      return {
        messages: [...state.messages, event.user],
        status: 'waiting',
        run: state.run + 1,
        reply: event.reply,
        error: null,
        announcement: '',
        fallback: null,
      };
    case 'continue':
      if (state.status !== 'idle') return state;
      return {
        messages: event.messages,
        status: 'waiting',
        run: state.run + 1,
        reply: event.reply,
        error: null,
        announcement: '',
        fallback: event.fallback ?? null,
      };
    case 'reset':
      return { ...initialChatState(event.messages), run: state.run + 1 };
  }

  // The rest report on a request: only the one in flight may change the state.
  const { reply } = state;
  if (event.run !== state.run || state.status === 'idle' || !reply) return state;
  switch (event.type) {
    case 'text': {
      if (!event.text) return state;
      const updated = { ...reply, content: event.text };
      return { ...state, status: 'streaming', reply: updated, messages: withReply(state.messages, updated) };
    }
    case 'finished': {
      const done = { ...state, status: 'idle' as const, reply: null, announcement: event.announcement, fallback: null };
      // Stopped before the first words: nothing to keep.
      if (event.aborted && !event.text)
        return { ...done, messages: state.fallback ?? withoutReply(state.messages, reply.id) };
      const content = event.text || translate('chat-engine.noResponse');
      const final = { ...reply, content, ...event.patch, ...(event.aborted ? { stopped: true } : {}) };
      return { ...done, messages: withReply(state.messages, final) };
    }
    case 'failed': {
      // What arrived before the failure stays; the error follows it.
      const kept = event.partial
        ? withReply(state.messages, { ...reply, content: event.partial })
        : (state.fallback ?? withoutReply(state.messages, reply.id));
      return {
        ...state,
        status: 'idle',
        reply: null,
        fallback: null,
        error: event.message,
        announcement: event.announcement,
        messages: event.note ? [...kept, event.note] : kept,
      };
    }
  }
}
