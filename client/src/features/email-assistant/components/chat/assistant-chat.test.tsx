import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_MESSAGES } from '@common/chat';
import { installFakeChatFetch } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { CLEARED, GREETING, WELCOME } from '../../chat-model';
import { useAssistantChat } from '../../hooks/use-assistant-chat';
import { AssistantChat } from './assistant-chat';

const ai = { apiKey: 'sk-test-0123456789abcdefghij', baseUrl: 'https://provider.test/v1', model: 'gpt-test' };

/** As the panel does: the chat's state is held above the view. */
function Harness({ onFillCompose = () => undefined }: { onFillCompose?: () => void }) {
  const chat = useAssistantChat(ai);
  return <AssistantChat chat={chat} compact={false} onFillCompose={onFillCompose} />;
}

let network: ReturnType<typeof installFakeChatFetch>;
beforeEach(() => {
  network = installFakeChatFetch();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderChat() {
  const { unmount } = render(<Harness />);
  return {
    unmount,
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: 'Message to the Email Assistant' }),
    log: screen.getByRole('log', { name: 'Conversation with the Email Assistant' }),
  };
}

describe('email assistant chat', () => {
  it('greets, sends the typed message and shows the streamed reply', async () => {
    const { user, box, log } = renderChat();
    expect(within(log).getByText(WELCOME)).toBeTruthy();
    expect(within(log).getByText(GREETING)).toBeTruthy();

    await user.type(box, 'Draft a thank-you note{Enter}');
    expect(box).toHaveProperty('value', '');
    expect(within(log).getByText('Draft a thank-you note')).toBeTruthy();
    expect(await screen.findByText('Email Assistant is thinking...')).toBeTruthy();
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const reply = network.lastReply();
    expect(reply.url).toBe('https://provider.test/v1/chat/completions');
    // The seed notes are the user's; the provider gets the greeting and the question.
    expect(reply.body.messages?.slice(1)).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'Draft a thank-you note' },
    ]);

    reply.push('Dear Sam, ');
    expect(await within(log).findByText('Dear Sam,')).toBeTruthy();
    expect(within(log).getByText('Receiving…')).toBeTruthy();
    expect(screen.queryByText('Email Assistant is thinking...')).toBeNull();
    reply.push('thank you.');
    reply.end();
    expect(await within(log).findByText('Dear Sam, thank you.')).toBeTruthy();
    await waitFor(() => expect(within(log).queryByText('Receiving…')).toBeNull());
    expect(screen.getByText('Email Assistant: Dear Sam, thank you.')).toBeTruthy();
  });

  it('STOP keeps what arrived, marked Stopped', async () => {
    const { user, box, log } = renderChat();
    await user.type(box, 'Write{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    network.lastReply().push('Hello');
    expect(await within(log).findByText('Hello')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'STOP' }));
    expect(await within(log).findByText('Stopped')).toBeTruthy();
    expect(network.lastReply().signal?.aborted).toBe(true);
  });

  it('an error is a red line in the conversation, the user message stays, and it is not sent back', async () => {
    network.failNext(429, 'rate_limit_exceeded');
    const { user, box, log } = renderChat();
    await user.type(box, 'Summarise my inbox{Enter}');
    expect(await within(log).findByText(CHAT_ERROR_MESSAGES.rate_limited)).toBeTruthy();
    expect(within(log).getByText('Summarise my inbox')).toBeTruthy();

    await user.type(box, 'Try again{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const sent = network.lastReply().body.messages ?? [];
    expect(sent.some((m) => m.content === CHAT_ERROR_MESSAGES.rate_limited)).toBe(false);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Try again' });
  });

  it('CLEAR starts over with the cleared note, ending the reply in flight', async () => {
    const { user, box, log } = renderChat();
    await user.type(box, 'Write{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(network.lastReply().signal?.aborted).toBe(true);
    expect(within(log).getByText(CLEARED)).toBeTruthy();
    expect(within(log).queryByText('Write')).toBeNull();
    expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull();
  });
});
