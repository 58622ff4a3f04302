// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_MESSAGES, CHAT_MESSAGE_MAX } from '@common/chat';
import { ChatError } from '@/lib/chat-error';
import { createChatEngine, type ChatEngineOptions, type StreamRequest } from './chat-engine';
import type { EngineMessage } from './chat-machine';

type Message = EngineMessage & { error?: boolean; tokens?: number; attachments?: { name: string }[] };
interface Reply {
  text: string;
  aborted: boolean;
  tokens?: number;
}

/**
 * The one thing faked: the stream. Each call is a request the test drives by hand, sending text,
 * finishing or failing it; like the real one, it resolves with what arrived when its signal aborts.
 */
function fakeStream() {
  const requests: {
    history: Message[];
    signal: AbortSignal;
    send: (text: string) => void;
    finish: (extra?: Partial<Reply>) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const stream = vi.fn(
    ({ history, signal, onText }: StreamRequest<Message>) =>
      new Promise<Reply>((resolve, reject) => {
        let text = '';
        signal.addEventListener('abort', () => resolve({ text, aborted: true }));
        requests.push({
          history,
          signal,
          send: (more) => onText((text += more)),
          finish: (extra) => resolve({ text, aborted: false, ...extra }),
          fail: reject,
        });
      }),
  );
  return { stream, requests, last: () => requests[requests.length - 1]! };
}

let ids = 0;
function setup(overrides: Partial<ChatEngineOptions<Message, Reply>> = {}) {
  const fake = fakeStream();
  const onReply = vi.fn();
  const onError = vi.fn();
  const options: ChatEngineOptions<Message, Reply> = {
    stream: fake.stream,
    userMessage: (content, extra) => ({ id: `u${++ids}`, role: 'user', content, ...extra }),
    replyMessage: () => ({ id: `r${++ids}`, role: 'assistant', content: '' }),
    errorNote: (message) => ({ id: `e${++ids}`, role: 'system', content: message, error: true }),
    replyPatch: (reply) => ({ tokens: reply.tokens }),
    announce: {
      replied: (content) => `Bot: ${content}`,
      stopped: (content) => (content ? `Bot (stopped): ${content}` : ''),
      failed: () => '',
    },
    onReply,
    onError,
    ...overrides,
  };
  const engine = createChatEngine(options, [{ id: 'g', role: 'assistant', content: 'Hello!' }]);
  const changes = vi.fn();
  engine.subscribe(changes);
  return { engine, ...fake, onReply, onError, changes };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const contents = (messages: readonly Message[]) => messages.map((m) => `${m.role}:${m.content}`);

describe('chat engine', () => {
  it('sends: the stream gets the history with the new message, trimmed; chunks show as they arrive', async () => {
    const { engine, last, onReply } = setup();
    expect(engine.send('  Count to three \n')).toBe(true);
    expect(engine.getState().status).toBe('waiting');
    expect(contents(last().history)).toEqual(['assistant:Hello!', 'user:Count to three']);

    last().send('One, ');
    expect(engine.getState().status).toBe('streaming');
    expect(contents(engine.getState().messages).at(-1)).toBe('assistant:One, ');
    last().send('two, three.');
    last().finish({ tokens: 12 });
    await settled();

    const state = engine.getState();
    expect(state.status).toBe('idle');
    expect(contents(state.messages)).toEqual(['assistant:Hello!', 'user:Count to three', 'assistant:One, two, three.']);
    expect(state.messages.at(-1)?.tokens).toBe(12);
    expect(state.announcement).toBe('Bot: One, two, three.');
    expect(onReply).toHaveBeenCalledWith({ text: 'One, two, three.', aborted: false, tokens: 12 });
  });

  it('sends what the page puts beside the text (attached files) in the user message the stream gets', () => {
    const { engine, last } = setup();
    engine.send('Look at this', { tokens: 7 });
    expect(last().history.at(-1)).toMatchObject({ role: 'user', content: 'Look at this', tokens: 7 });
    expect(engine.getState().messages.find((m) => m.role === 'user')).toMatchObject({ tokens: 7 });
  });

  it('refuses blank text, text over the maximum, and a page that says no', () => {
    const { engine, stream } = setup({ canSend: () => false });
    expect(engine.send('hello')).toBe(false);
    const open = setup();
    expect(open.engine.send('   ')).toBe(false);
    expect(open.engine.send('x'.repeat(CHAT_MESSAGE_MAX + 1))).toBe(false);
    expect(stream).not.toHaveBeenCalled();
    expect(open.stream).not.toHaveBeenCalled();
  });

  it('sends a message of files only, with blank text; blank text without files stays refused', () => {
    const { engine, last } = setup();
    expect(engine.send('  ', { attachments: [] })).toBe(false);
    expect(engine.send('', { tokens: 3 })).toBe(false);
    expect(engine.send('   ', { attachments: [{ name: 'photo.jpg' }] })).toBe(true);
    expect(last().history.at(-1)).toMatchObject({ role: 'user', content: '', attachments: [{ name: 'photo.jpg' }] });
  });

  it('stop mid-stream: the request is aborted and what arrived is kept, marked stopped', async () => {
    const { engine, last, onReply } = setup();
    engine.send('Count');
    last().send('One, tw');
    engine.stop();
    expect(last().signal.aborted).toBe(true);
    await settled();
    const state = engine.getState();
    expect(state.status).toBe('idle');
    expect(state.messages.at(-1)).toMatchObject({ content: 'One, tw', stopped: true });
    expect(state.announcement).toBe('Bot (stopped): One, tw');
    expect(onReply).toHaveBeenCalledTimes(1);
  });

  it('stop before the first words leaves no empty reply and records nothing', async () => {
    const { engine, onReply } = setup();
    engine.send('Count');
    engine.stop();
    await settled();
    expect(contents(engine.getState().messages)).toEqual(['assistant:Hello!', 'user:Count']);
    expect(onReply).not.toHaveBeenCalled();
  });

  it('provider error: the mapped message, the partial text kept, the user message kept', async () => {
    const { engine, last, onError } = setup();
    engine.send('Count');
    last().send('One');
    const error = new ChatError('rate_limited', 429, 'rate_limit_exceeded', 'One');
    last().fail(error);
    await settled();
    const state = engine.getState();
    expect(state.status).toBe('idle');
    expect(state.error).toBe(CHAT_ERROR_MESSAGES.rate_limited);
    expect(contents(state.messages)).toEqual([
      'assistant:Hello!',
      'user:Count',
      'assistant:One',
      `system:${CHAT_ERROR_MESSAGES.rate_limited}`,
    ]);
    expect(onError).toHaveBeenCalledWith(error, error);
  });

  it('a failure that is not a ChatError is "other", and keeps what had arrived', async () => {
    const { engine, last, onError } = setup({ errorNote: undefined });
    engine.send('Count');
    last().send('One, two');
    const cause = new TypeError('network');
    last().fail(cause);
    await settled();
    const state = engine.getState();
    expect(state.error).toBe(CHAT_ERROR_MESSAGES.other);
    expect(contents(state.messages).at(-1)).toBe('assistant:One, two');
    expect(onError.mock.calls[0]?.[1]).toBe(cause);
  });

  it('retry: after a failure the next send streams again, with the error lines in the history', async () => {
    const { engine, last, requests } = setup();
    engine.send('Count');
    last().fail(new ChatError('invalid_key', 401));
    await settled();
    expect(engine.send('Count again')).toBe(true);
    expect(requests).toHaveLength(2);
    expect(engine.getState().error).toBeNull();
    expect(last().history.map((m) => m.role)).toEqual(['assistant', 'user', 'system', 'user']);
    last().send('Sure.');
    last().finish();
    await settled();
    expect(contents(engine.getState().messages).at(-1)).toBe('assistant:Sure.');
  });

  it('a second send while one streams is refused and starts nothing', () => {
    const { engine, last, requests } = setup();
    engine.send('first');
    expect(engine.send('second')).toBe(false);
    last().send('One');
    expect(engine.send('third')).toBe(false);
    expect(requests).toHaveLength(1);
    expect(contents(engine.getState().messages)).toEqual(['assistant:Hello!', 'user:first', 'assistant:One']);
  });

  it('reset mid-stream aborts the request, and its late end changes nothing', async () => {
    const { engine, last, onReply } = setup();
    engine.send('Count');
    const request = last();
    request.send('One');
    engine.reset([]);
    expect(request.signal.aborted).toBe(true);
    expect(engine.getState()).toMatchObject({ status: 'idle', messages: [] });
    request.send('late');
    await settled();
    expect(engine.getState().messages).toEqual([]);
    expect(onReply).not.toHaveBeenCalled();
  });

  it('appends messages made outside a reply between requests, never while one streams', async () => {
    const { engine, last } = setup();
    expect(engine.append([{ id: 'i1', role: 'user', content: 'A fox' }])).toBe(true);
    expect(engine.append([{ id: 'i2', role: 'assistant', content: 'A red fox' }])).toBe(true);
    expect(contents(engine.getState().messages)).toEqual(['assistant:Hello!', 'user:A fox', 'assistant:A red fox']);
    engine.send('Describe it');
    expect(contents(last().history)).toEqual([
      'assistant:Hello!',
      'user:A fox',
      'assistant:A red fox',
      'user:Describe it',
    ]);
    expect(engine.append([{ id: 'i3', role: 'assistant', content: 'late' }])).toBe(false);
    last().finish();
    await settled();
    expect(contents(engine.getState().messages)).not.toContain('assistant:late');
  });

  it('abort (the page goes away) ends the request in flight', () => {
    const { engine, last } = setup();
    engine.send('Count');
    engine.abort();
    expect(last().signal.aborted).toBe(true);
  });

  it('spaces text updates by the scheduler it is given, and drops a pending one when the reply ends', async () => {
    const frames: (() => void)[] = [];
    const cancel = vi.fn();
    const { engine, last, changes } = setup({
      scheduleText: (update) => {
        frames.push(update);
        return cancel;
      },
    });
    engine.send('Count');
    last().send('One');
    last().send(', two');
    expect(frames).toHaveLength(1);
    expect(engine.getState().status).toBe('waiting');
    frames[0]!();
    expect(contents(engine.getState().messages).at(-1)).toBe('assistant:One, two');
    last().send(', three');
    expect(frames).toHaveLength(2);
    changes.mockClear();
    last().finish();
    await settled();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(contents(engine.getState().messages).at(-1)).toBe('assistant:One, two, three');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('continueFrom: replaces the conversation and streams its reply, with what the page adds to it', async () => {
    const { engine, last, onReply } = setup();
    engine.send('Count to three');
    last().send('One, two, three.');
    last().finish();
    await settled();
    const before = engine.getState().messages;
    const edited: Message = { id: 'edited', role: 'user', content: 'Count to four' };
    expect(engine.continueFrom([before[0]!, edited], { reply: { tokens: 99 } })).toBe(true);
    expect(contents(last().history)).toEqual(['assistant:Hello!', 'user:Count to four']);
    expect(contents(engine.getState().messages)).toEqual(['assistant:Hello!', 'user:Count to four']);
    last().send('One, two, three, four.');
    last().finish({ tokens: 5 });
    await settled();
    expect(contents(engine.getState().messages).at(-1)).toBe('assistant:One, two, three, four.');
    expect(onReply).toHaveBeenCalledTimes(2);
    // A second one while a reply streams, or when the page says no, starts nothing.
    engine.send('More');
    expect(engine.continueFrom(before)).toBe(false);
    const refused = setup({ canSend: () => false });
    expect(refused.engine.continueFrom([{ id: 'x', role: 'user', content: 'hi' }])).toBe(false);
    expect(refused.stream).not.toHaveBeenCalled();
  });

  it('continueFrom with a fallback: a regenerated reply stopped before its first words gives the old one back', async () => {
    const { engine, last } = setup();
    engine.send('Count');
    last().send('One.');
    last().finish();
    await settled();
    const before = engine.getState().messages;
    expect(engine.continueFrom(before.slice(0, 2), { fallback: before })).toBe(true);
    expect(contents(last().history)).toEqual(['assistant:Hello!', 'user:Count']);
    engine.stop();
    await settled();
    expect(engine.getState().messages).toBe(before);
  });

  it('uses the latest options at each send', () => {
    const { engine, stream } = setup();
    const other = fakeStream();
    engine.setOptions(baseOptions(other.stream));
    engine.send('hi');
    expect(other.stream).toHaveBeenCalledTimes(1);
    expect(stream).not.toHaveBeenCalled();
  });
});

function baseOptions(stream: ChatEngineOptions<Message, Reply>['stream']): ChatEngineOptions<Message, Reply> {
  return {
    stream,
    userMessage: (content, extra) => ({ id: `u${++ids}`, role: 'user', content, ...extra }),
    replyMessage: () => ({ id: `r${++ids}`, role: 'assistant', content: '' }),
    announce: { replied: () => '', stopped: () => '', failed: () => '' },
  };
}
