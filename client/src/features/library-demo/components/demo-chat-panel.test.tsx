import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_MESSAGES } from '@common/chat';
import { installFakeChatFetch, WithQueries } from '@/lib/chat-engine/testing/fake-chat-fetch';
import type { DemoAgent } from '../demo-agents';
import { DemoChatPanel } from './demo-chat-panel';

const agent: DemoAgent = {
  id: 'demo-story-spark',
  name: 'Story Spark',
  description: 'Turns a word or a mood into a short story opening.',
  systemPrompt: 'You are Story Spark.',
};
const KEY = 'sk-test-0123456789abcdefghij';

let network: ReturnType<typeof installFakeChatFetch>;
beforeEach(() => {
  network = installFakeChatFetch();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderChat(apiKey: string | null = KEY) {
  const { unmount } = render(
    <WithQueries>
      <DemoChatPanel agent={agent} apiKey={apiKey} />
    </WithQueries>,
  );
  return {
    unmount,
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: 'Message to Story Spark' }),
    log: screen.getByRole('log', { name: 'Conversation with Story Spark' }),
  };
}

describe('demo chat', () => {
  it('sends the typed message and shows the reply as it streams', async () => {
    const { user, box, log } = renderChat();
    await user.type(box, 'A rainy night{Enter}');
    expect(box).toHaveProperty('value', '');
    expect(within(log).getByText('A rainy night')).toBeTruthy();
    expect(await screen.findByText('Agent is processing...')).toBeTruthy();
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const reply = network.lastReply();
    expect(reply.body.messages?.at(-1)).toEqual({ role: 'user', content: 'A rainy night' });

    reply.push('The rain ');
    expect(await within(log).findByText('The rain')).toBeTruthy();
    expect(screen.queryByText('Agent is processing...')).toBeNull();
    reply.push('kept falling.');
    reply.end();
    expect(await within(log).findByText('The rain kept falling.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull());
    expect(screen.getByText('Story Spark replied: The rain kept falling.')).toBeTruthy();
  });

  it('Stop ends the reply and keeps what arrived, marked Stopped', async () => {
    const { user, box, log } = renderChat();
    await user.type(box, 'Go{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    network.lastReply().push('Once upon');
    expect(await within(log).findByText('Once upon')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'STOP' }));
    expect(network.lastReply().signal?.aborted).toBe(true);
    expect(await within(log).findByText('Stopped')).toBeTruthy();
    expect(within(log).getByText('Once upon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull();
  });

  it('a refused key shows the mapped message below the conversation and keeps the user message', async () => {
    network.failNext(401, 'invalid_api_key');
    const { user, box, log } = renderChat();
    await user.type(box, 'Hello there{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CHAT_ERROR_MESSAGES.invalid_key);
    expect(log.contains(alert)).toBe(false);
    expect(within(log).getByText('Hello there')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SEND' })).toHaveProperty('disabled', true);

    // Retry: the next message goes out and the error goes away.
    await user.type(box, 'Again{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a key the box is off and nothing is sent', () => {
    const { box } = renderChat(null);
    expect(box).toHaveProperty('disabled', true);
    expect(screen.getByText('API KEY REQUIRED')).toBeTruthy();
    expect(network.requestCount()).toBe(0);
  });

  it('leaving the page ends the request in flight', async () => {
    const { user, box, unmount } = renderChat();
    await user.type(box, 'Go{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const { signal } = network.lastReply();
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
