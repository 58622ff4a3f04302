import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPreferences, setDisplayPreference } from '@/lib/preferences/display-preferences';
import { resetReplyTone } from '@/lib/preferences/reply-tone';
import type { StreamedReply, StreamRequest } from './chat-engine';
import type { EngineMessage } from './chat-machine';
import { useChatEngine } from './use-chat-engine';

/** Web Audio as far as the tone uses it; each started oscillator is one tone heard. */
function fakeAudio() {
  const started = vi.fn();
  const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    createGain = () => ({ gain: param, connect: (next: unknown) => next });
    createOscillator = () => ({
      type: '',
      frequency: param,
      connect: (next: unknown) => next,
      start: started,
      stop: vi.fn(),
    });
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return started;
}

let ids = 0;
/** A chat whose replies the test ends by hand: finished on its own, or stopped. */
function renderChat() {
  let end: (reply: StreamedReply) => void = () => undefined;
  const stream = ({ signal }: StreamRequest<EngineMessage>) =>
    new Promise<StreamedReply>((resolve) => {
      end = resolve;
      signal.addEventListener('abort', () => resolve({ text: 'Hal', aborted: true }));
    });
  const { result } = renderHook(() =>
    useChatEngine<EngineMessage>({
      stream,
      userMessage: (content) => ({ id: `u${++ids}`, role: 'user', content }),
      replyMessage: () => ({ id: `r${++ids}`, role: 'assistant', content: '' }),
      announce: { replied: (c) => c, stopped: (c) => c, failed: (m) => m },
    }),
  );
  return { result, finish: (text: string) => act(() => end({ text, aborted: false })) };
}

beforeEach(() => resetReplyTone());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadDisplayPreferences();
});

describe('the finishing tone of every chat (display preference soundEnabled)', () => {
  it('plays once when a reply finishes, with sound on (the default)', async () => {
    const started = fakeAudio();
    const chat = renderChat();
    act(() => void chat.result.current.send('Hello'));
    await chat.finish('Hello there');
    await waitFor(() => expect(chat.result.current.status).toBe('idle'));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('stays silent with sound off', async () => {
    const started = fakeAudio();
    setDisplayPreference('soundEnabled', false);
    const chat = renderChat();
    act(() => void chat.result.current.send('Hello'));
    await chat.finish('Hello there');
    await waitFor(() => expect(chat.result.current.status).toBe('idle'));
    expect(started).not.toHaveBeenCalled();
  });

  it('stays silent when the user stops the reply', async () => {
    const started = fakeAudio();
    const chat = renderChat();
    act(() => void chat.result.current.send('Hello'));
    act(() => chat.result.current.stop());
    await waitFor(() => expect(chat.result.current.status).toBe('idle'));
    expect(started).not.toHaveBeenCalled();
  });
});
