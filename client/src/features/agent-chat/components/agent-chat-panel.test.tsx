import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE_KEY } from '@common/api-key';
import { AGENT_ROSTER } from '@common/agents/roster';
import { CHAT_ERROR_MESSAGES } from '@common/chat';
import { installFakeChatFetch, WithQueries } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { greetingText } from '../chat-logic';
import { AgentChatPanel } from './agent-chat-panel';

const agent = AGENT_ROSTER[0]!;
/** What the server answers for the agent's prompt (the real ones never reach the browser's bundles). */
const PROMPT = 'You are the Writing Assistant of this test.';
const KEY = 'sk-test-0123456789abcdefghij';

let network: ReturnType<typeof installFakeChatFetch>;
beforeEach(() => {
  // The key the user saved; conversations are not stored (no IndexedDB here), so each test starts fresh.
  localStorage.setItem(API_KEY_STORAGE_KEY, KEY);
  network = installFakeChatFetch();
  // The prompt route answers; everything else goes to the fake provider (or its 404).
  const provider = network.fetch;
  promptCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `/api/agents/${agent.id}/prompt`) {
        promptCalls++;
        return new Response(JSON.stringify({ agentId: agent.id, systemPrompt: PROMPT }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return provider(input, init);
    }),
  );
});
let promptCalls = 0;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderChat() {
  const onActivity = vi.fn();
  const { unmount } = render(
    <WithQueries>
      <AgentChatPanel agent={agent} onActivity={onActivity} />
    </WithQueries>,
  );
  const log = await screen.findByRole('log', { name: `Conversation with ${agent.name}` });
  return {
    unmount,
    onActivity,
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: `Message to ${agent.name}` }),
    log,
  };
}

describe('agent chat', () => {
  it('opens initialized; the typed message and the streamed reply show, with the reply usage', async () => {
    const { user, box, log, onActivity } = await renderChat();
    expect(within(log).getByText(`Agent ${agent.name} initialized. Ready for operations.`)).toBeTruthy();
    expect(within(log).getByText(greetingText(agent))).toBeTruthy();

    await user.type(box, 'Plan my week{Enter}');
    expect(onActivity).toHaveBeenCalledTimes(1);
    expect(box).toHaveProperty('value', '');
    expect(within(log).getByText('Plan my week')).toBeTruthy();
    expect(within(log).getByText('Agent is processing...')).toBeTruthy();
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const reply = network.lastReply();
    expect(reply.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(reply.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Plan my week' });
    // The agent's prompt came from the server, once, and leads the conversation sent to the provider.
    expect(reply.body.messages?.[0]).toEqual({ role: 'system', content: PROMPT });
    expect(promptCalls).toBe(1);

    reply.push('Monday: ');
    expect(await within(log).findByText('Monday:')).toBeTruthy();
    expect(within(log).getByText('Receiving…')).toBeTruthy();
    reply.push('rest.');
    reply.end();
    expect(await within(log).findByText('Monday: rest.')).toBeTruthy();
    // No usage from the fake provider: the figures are estimates.
    expect(await within(log).findByText(/^~\d+ tokens$/)).toBeTruthy();
    expect(screen.getByText(`${agent.name}: Monday: rest.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull();
  });

  it('STOP keeps the partial reply, marked Stopped', async () => {
    const { user, box, log } = await renderChat();
    await user.type(box, 'Go{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    network.lastReply().push('First');
    expect(await within(log).findByText('First')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'STOP' }));
    expect(await within(log).findByText('Stopped')).toBeTruthy();
    expect(network.lastReply().signal?.aborted).toBe(true);
    expect(screen.getByText(`${agent.name} (stopped): First`)).toBeTruthy();
  });

  it('a provider error is an inline error line; the user message stays and the next send goes out', async () => {
    network.failNext(429, 'insufficient_quota');
    const { user, box, log } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    expect(await within(log).findByText(CHAT_ERROR_MESSAGES.insufficient_quota)).toBeTruthy();
    expect(within(log).getByText('Hello')).toBeTruthy();

    await user.type(box, 'Hello again{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    // The error line is the user's only: it is not sent to the provider.
    expect(network.lastReply().body.messages?.map((m) => m.content)).not.toContain(
      CHAT_ERROR_MESSAGES.insufficient_quota,
    );
  });

  it('a second Enter while a reply streams sends nothing more', async () => {
    const { user, box } = await renderChat();
    await user.type(box, 'One{Enter}');
    await user.type(box, 'Two{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    expect(box).toHaveProperty('value', 'Two');
    expect(network.requestCount()).toBe(1);
  });

  it('CLEAR ends the reply in flight and starts over with the greeting; leaving ends it too', async () => {
    const { user, box, log, unmount } = await renderChat();
    await user.type(box, 'One{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(network.lastReply().signal?.aborted).toBe(true);
    expect(within(log).queryByText('One')).toBeNull();
    expect(within(log).getByText(greetingText(agent))).toBeTruthy();

    await user.type(box, 'Two{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(2));
    const { signal } = network.lastReply();
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
