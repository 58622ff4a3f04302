// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, NO_RESPONSE_TEXT } from '@common/chat';
import {
  chatTransition,
  initialChatState,
  isSendableMessage,
  type ChatEvent,
  type ChatState,
  type EngineMessage,
} from './chat-machine';

type Message = EngineMessage & { note?: boolean };

const greeting: Message = { id: 'g', role: 'assistant', content: 'Hello!' };
const user: Message = { id: 'u1', role: 'user', content: 'Count to three' };
const reply: Message = { id: 'r1', role: 'assistant', content: '' };

const run = (events: ChatEvent<Message>[], from = initialChatState<Message>([greeting])): ChatState<Message> =>
  events.reduce(chatTransition<Message>, from);
const sent = () => run([{ type: 'send', user, reply }]);

describe('chat machine', () => {
  it('send: the user message goes in, the reply waits for its first words', () => {
    const state = sent();
    expect(state.status).toBe('waiting');
    expect(state.messages).toEqual([greeting, user]);
    expect(state.run).toBe(1);
    expect(state.reply).toEqual(reply);
  });

  it('chunks: the reply enters on its first words and grows in place', () => {
    const first = run([{ type: 'text', run: 1, text: 'One' }], sent());
    expect(first.status).toBe('streaming');
    expect(first.messages).toEqual([greeting, user, { ...reply, content: 'One' }]);
    const second = run([{ type: 'text', run: 1, text: 'One, two' }], first);
    expect(second.messages).toHaveLength(3);
    expect(second.messages[2]?.content).toBe('One, two');
    // Messages not touched keep their identity, so memoised rows do not re-render.
    expect(second.messages[0]).toBe(greeting);
    expect(second.messages[1]).toBe(user);
  });

  it('an empty chunk changes nothing', () => {
    const state = sent();
    expect(chatTransition(state, { type: 'text', run: 1, text: '' })).toBe(state);
  });

  it('finished: the reply is complete, with what the page adds, and is announced', () => {
    const state = run(
      [
        { type: 'text', run: 1, text: 'One' },
        { type: 'finished', run: 1, text: 'One, two, three.', aborted: false, announcement: 'Bot: One, two, three.' },
      ],
      sent(),
    );
    expect(state.status).toBe('idle');
    expect(state.reply).toBeNull();
    expect(state.messages.at(-1)).toEqual({ ...reply, content: 'One, two, three.' });
    expect(state.announcement).toBe('Bot: One, two, three.');
  });

  it('finished with nothing in it: the reply says so', () => {
    const state = run([{ type: 'finished', run: 1, text: '', aborted: false, announcement: '' }], sent());
    expect(state.messages.at(-1)).toEqual({ ...reply, content: NO_RESPONSE_TEXT });
  });

  it('stop mid-stream: what arrived stays, marked stopped', () => {
    const state = run(
      [
        { type: 'text', run: 1, text: 'One, tw' },
        { type: 'finished', run: 1, text: 'One, tw', aborted: true, announcement: 'stopped' },
      ],
      sent(),
    );
    expect(state.status).toBe('idle');
    expect(state.messages.at(-1)).toEqual({ ...reply, content: 'One, tw', stopped: true });
    expect(state.announcement).toBe('stopped');
  });

  it('stop before the first words: no empty reply is left behind', () => {
    const state = run([{ type: 'finished', run: 1, text: '', aborted: true, announcement: '' }], sent());
    expect(state.status).toBe('idle');
    expect(state.messages).toEqual([greeting, user]);
  });

  it('provider error: the partial reply stays, the error follows it, and the user message is kept', () => {
    const note: Message = { id: 'e1', role: 'system', content: 'Rate limit exceeded.', note: true };
    const state = run(
      [
        { type: 'text', run: 1, text: 'One' },
        { type: 'failed', run: 1, partial: 'One', message: 'Rate limit exceeded.', note, announcement: '' },
      ],
      sent(),
    );
    expect(state.status).toBe('idle');
    expect(state.error).toBe('Rate limit exceeded.');
    expect(state.messages).toEqual([greeting, user, { ...reply, content: 'One' }, note]);
  });

  it('provider error before any text: no empty reply, only the error', () => {
    const state = run(
      [{ type: 'failed', run: 1, partial: '', message: 'Invalid API key.', announcement: 'Invalid API key.' }],
      sent(),
    );
    expect(state.messages).toEqual([greeting, user]);
    expect(state.error).toBe('Invalid API key.');
    expect(state.announcement).toBe('Invalid API key.');
  });

  it('retry: the next send clears the error and starts a new run', () => {
    const failed = run([{ type: 'failed', run: 1, partial: '', message: 'Oops', announcement: 'Oops' }], sent());
    const again = chatTransition(failed, { type: 'send', user: { ...user, id: 'u2' }, reply: { ...reply, id: 'r2' } });
    expect(again).toMatchObject({ status: 'waiting', run: 2, error: null, announcement: '' });
    expect(again.messages.map((m) => m.id)).toEqual(['g', 'u1', 'u2']);
  });

  it('a second send while one is in flight changes nothing', () => {
    const state = sent();
    expect(chatTransition(state, { type: 'send', user: { ...user, id: 'u2' }, reply: { ...reply, id: 'r2' } })).toBe(
      state,
    );
    const streaming = run([{ type: 'text', run: 1, text: 'On' }], state);
    expect(chatTransition(streaming, { type: 'send', user, reply })).toBe(streaming);
  });

  it('reset: a new conversation; what the old request reports afterwards is ignored', () => {
    const streaming = run([{ type: 'text', run: 1, text: 'One' }], sent());
    const cleared = chatTransition(streaming, { type: 'reset', messages: [greeting] });
    expect(cleared).toMatchObject({ status: 'idle', reply: null, error: null, messages: [greeting] });
    expect(cleared.run).toBe(2);
    expect(chatTransition(cleared, { type: 'text', run: 1, text: 'One, two' })).toBe(cleared);
    expect(chatTransition(cleared, { type: 'finished', run: 1, text: 'x', aborted: false, announcement: 'x' })).toBe(
      cleared,
    );
    expect(chatTransition(cleared, { type: 'failed', run: 1, partial: '', message: 'x', announcement: 'x' })).toBe(
      cleared,
    );
  });

  it('reset keeps the very array it is given (a conversation loaded from storage is not saved back)', () => {
    const stored = [greeting, user];
    expect(chatTransition(initialChatState<Message>([]), { type: 'reset', messages: stored }).messages).toBe(stored);
  });
  describe('continue (edit and re-send, regenerate)', () => {
    const edited: Message = { id: 'u2', role: 'user', content: 'Count to four' };
    const before = [greeting, user, { ...reply, content: 'One, two, three.' }];
    const idle = initialChatState<Message>(before);

    it('replaces the conversation and streams a reply for it', () => {
      const state = chatTransition(idle, { type: 'continue', messages: [greeting, edited], reply });
      expect(state).toMatchObject({ status: 'waiting', run: 1, error: null, messages: [greeting, edited] });
      const done = run(
        [
          { type: 'text', run: 1, text: 'One' },
          { type: 'finished', run: 1, text: 'One, two, three, four.', aborted: false, announcement: 'x' },
        ],
        state,
      );
      expect(done.messages).toEqual([greeting, edited, { ...reply, content: 'One, two, three, four.' }]);
      expect(done.fallback).toBeNull();
    });

    it('stopped before the first words: back to the fallback, nothing lost', () => {
      const state = chatTransition(idle, { type: 'continue', messages: [greeting, user], reply, fallback: before });
      const stopped = chatTransition(state, { type: 'finished', run: 1, text: '', aborted: true, announcement: '' });
      expect(stopped.messages).toBe(before);
      expect(stopped).toMatchObject({ status: 'idle', fallback: null });
    });

    it('failed before the first words: back to the fallback, with the error after it', () => {
      const note: Message = { id: 'e1', role: 'system', content: 'Oops', note: true };
      const state = chatTransition(idle, { type: 'continue', messages: [greeting, user], reply, fallback: before });
      const failed = chatTransition(state, {
        type: 'failed',
        run: 1,
        partial: '',
        message: 'Oops',
        note,
        announcement: '',
      });
      expect(failed.messages).toEqual([...before, note]);
      // With some words, the new reply is kept instead.
      const partial = chatTransition(state, {
        type: 'failed',
        run: 1,
        partial: 'On',
        message: 'Oops',
        announcement: '',
      });
      expect(partial.messages).toEqual([greeting, user, { ...reply, content: 'On' }]);
    });

    it('is refused while a reply is in flight, and a plain send has no fallback', () => {
      const state = sent();
      expect(chatTransition(state, { type: 'continue', messages: [], reply, fallback: before })).toBe(state);
      expect(state.fallback).toBeNull();
    });
  });
});

describe('isSendableMessage', () => {
  const files = { attachments: [{ name: 'photo.jpg' }] };
  it('takes blank text only when files go with it, and never text over the maximum', () => {
    expect(isSendableMessage('Hello')).toBe(true);
    expect(isSendableMessage('  ')).toBe(false);
    expect(isSendableMessage('', {})).toBe(false);
    expect(isSendableMessage('', { attachments: [] })).toBe(false);
    expect(isSendableMessage('', files)).toBe(true);
    expect(isSendableMessage(' \n', files)).toBe(true);
    expect(isSendableMessage('x'.repeat(CHAT_MESSAGE_MAX + 1), files)).toBe(false);
  });
});
