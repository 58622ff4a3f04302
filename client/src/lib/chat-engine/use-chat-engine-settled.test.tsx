import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreamedReply, StreamRequest } from './chat-engine';
import type { EngineMessage } from './chat-machine';
import { useChatEngine } from './use-chat-engine';

let ids = 0;
/** A chat with `followText: false` whose reply the test streams and ends by hand; renders counted. */
function renderSettledChat() {
  let text: (soFar: string) => void = () => undefined;
  let end: (reply: StreamedReply) => void = () => undefined;
  const stream = ({ onText }: StreamRequest<EngineMessage>) =>
    new Promise<StreamedReply>((resolve) => {
      text = onText;
      end = resolve;
    });
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useChatEngine<EngineMessage>({
      followText: false,
      stream,
      // Each piece shown at once, so every piece is a change of the engine's state.
      scheduleText: (update) => {
        update();
        return () => undefined;
      },
      userMessage: (content) => ({ id: `u${++ids}`, role: 'user', content }),
      replyMessage: () => ({ id: `r${++ids}`, role: 'assistant', content: '' }),
      announce: { replied: (c) => c, stopped: (c) => c, failed: (m) => m },
    });
  });
  return {
    result,
    renders: () => renders,
    stream: (soFar: string) => act(() => text(soFar)),
    finish: (reply: string) => act(() => end({ text: reply, aborted: false })),
  };
}

describe('useChatEngine with followText: false (the agent chat panel)', () => {
  it('renders when a request starts and ends, not with each piece of the reply, which `live` has', async () => {
    const chat = renderSettledChat();
    act(() => void chat.result.current.send('Hello'));
    const atStart = chat.renders();
    chat.stream('Hel');
    chat.stream('Hello th');
    expect(chat.renders()).toBe(atStart);
    expect(chat.result.current.messages.map((m) => m.content)).toEqual(['Hello']);
    expect(chat.result.current.pending).toBe(true);
    const live = chat.result.current.live.getState();
    expect(live.status).toBe('streaming');
    expect(live.messages.map((m) => m.content)).toEqual(['Hello', 'Hello th']);

    await chat.finish('Hello there');
    await waitFor(() => expect(chat.result.current.status).toBe('idle'));
    expect(chat.result.current.messages.map((m) => m.content)).toEqual(['Hello', 'Hello there']);
    expect(chat.result.current.announcement).toBe('Hello there');
  });

  it('shows a reset in the middle of a reply at once', () => {
    const chat = renderSettledChat();
    act(() => void chat.result.current.send('Hello'));
    chat.stream('Hel');
    act(() => chat.result.current.reset([]));
    expect(chat.result.current.messages).toEqual([]);
    expect(chat.result.current.pending).toBe(false);
  });
});
