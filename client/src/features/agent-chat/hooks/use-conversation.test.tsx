import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatState } from '@/lib/chat-engine/use-chat-engine';
import type { ConversationMessage } from '../chat-logic';

// The store: the opening read answers the last messages, the whole read all of them.
let all: ConversationMessage[] = [];
const OPENING = 3;
const saveMessages = vi.fn(async () => {});
const loadMessages = vi.fn(async () => all.map((m) => ({ ...m })));
vi.mock('../conversations/conversation-repository', () => ({
  loadMessages: () => loadMessages(),
  saveMessages: (...args: unknown[]) => saveMessages(...(args as [])),
}));
vi.mock('../conversations/messages-read-ahead', () => ({
  takeMessages: async (_id: string, { whole = false } = {}) =>
    whole || all.length <= OPENING
      ? { messages: all.map((m) => ({ ...m })), complete: true }
      : { messages: all.slice(-OPENING).map((m) => ({ ...m })), complete: false },
}));
const { useConversation } = await import('./use-conversation');

const message = (i: number): ConversationMessage => ({
  id: `m${i}`,
  role: i % 2 ? 'assistant' : 'user',
  content: `Message ${i}`,
  timestamp: new Date(Date.UTC(2026, 10, 28, 10, i)).toISOString(),
});

/** A chat engine's state as the hook follows it: what onLoad restores is what it holds. */
function liveState() {
  let state = { messages: [] as ConversationMessage[], status: 'idle' as const };
  const listeners = new Set<() => void>();
  const live = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as LiveChatState<ConversationMessage>;
  const set = (messages: ConversationMessage[]) => {
    state = { ...state, messages };
    for (const listener of listeners) listener();
  };
  return { live, set };
}

/** Holds the next whole read until the returned function (once the read has started) is called. */
function holdWholeRead(): Promise<() => void> {
  return new Promise((started) => {
    loadMessages.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          started(() => resolve(all.map((m) => ({ ...m }))));
        }),
    );
  });
}

function open(options: { wholeFirst?: boolean } = {}) {
  const { live, set } = liveState();
  const loads: ConversationMessage[][] = [];
  const hook = renderHook(() =>
    useConversation('agent', 'c1', {
      live,
      onLoad: (stored) => {
        loads.push(stored);
        set(stored);
      },
      ...options,
    }),
  );
  return { hook, loads, set };
}

describe('opening a stored conversation', () => {
  beforeEach(() => {
    saveMessages.mockClear();
    loadMessages.mockClear();
  });

  it('shows a long one from its last messages, then all of it, and only then counts it loaded', async () => {
    all = Array.from({ length: 10 }, (_, i) => message(i));
    const release = holdWholeRead();
    const { hook, loads } = open();
    await waitFor(() => expect(loads).toHaveLength(1));
    expect(loads[0]!.map((m) => m.id)).toEqual(['m7', 'm8', 'm9']);
    expect(hook.result.current.loaded).toBe(false);
    await act(async () => (await release)());
    await waitFor(() => expect(hook.result.current.loaded).toBe(true));
    expect(loads).toHaveLength(2);
    expect(loads[1]!.map((m) => m.id)).toEqual(all.map((m) => m.id));
    // The messages already on screen keep their objects: their rows do not render again.
    expect(loads[1]!.slice(-OPENING)).toEqual(loads[0]);
    expect(loads[1]![9]).toBe(loads[0]![2]);
    // What was just read is not written back.
    expect(saveMessages).not.toHaveBeenCalled();
  });

  it('saves nothing while only the last messages are shown, and saves the whole conversation after', async () => {
    all = Array.from({ length: 10 }, (_, i) => message(i));
    const release = holdWholeRead();
    const { hook, loads, set } = open();
    await waitFor(() => expect(loads).toHaveLength(1));
    const go = await release;
    // A change while partial (nothing in the chat can make one; the store must not take it anyway).
    act(() => set([...loads[0]!, message(10)]));
    expect(saveMessages).not.toHaveBeenCalled();
    await act(async () => go());
    await waitFor(() => expect(hook.result.current.loaded).toBe(true));
    act(() => set([...loads[1]!, message(10)]));
    await waitFor(() => expect(saveMessages).toHaveBeenCalledTimes(1));
    const saved = (saveMessages.mock.calls[0] as unknown as [string, string, ConversationMessage[]])[2];
    expect(saved.map((m) => m.id)).toEqual([...all.map((m) => m.id), 'm10']);
  });

  it('reads a short one once, and one opened at a search hit whole, in one step', async () => {
    all = Array.from({ length: 2 }, (_, i) => message(i));
    const short = open();
    await waitFor(() => expect(short.hook.result.current.loaded).toBe(true));
    expect(short.loads).toHaveLength(1);
    expect(loadMessages).not.toHaveBeenCalled();

    all = Array.from({ length: 10 }, (_, i) => message(i));
    const hit = open({ wholeFirst: true });
    await waitFor(() => expect(hit.hook.result.current.loaded).toBe(true));
    expect(hit.loads).toHaveLength(1);
    expect(hit.loads[0]).toHaveLength(10);
  });
});
