import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE_KEY } from '@common/api-key';
import { AGENT_ROSTER } from '@common/agents/roster';
import { installFakeChatFetch, WithQueries } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { AgentChatPanel } from '../components/agent-chat-panel';

const agent = AGENT_ROSTER[0]!;

let network: ReturnType<typeof installFakeChatFetch>;
beforeEach(() => {
  localStorage.setItem(API_KEY_STORAGE_KEY, 'sk-test-0123456789abcdefghij');
  network = installFakeChatFetch();
  const provider = network.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === `/api/agents/${agent.id}/prompt`
        ? new Response(JSON.stringify({ agentId: agent.id, systemPrompt: 'Prompt.' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : provider(input, init),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderChat() {
  render(
    <WithQueries>
      <AgentChatPanel agent={agent} />
    </WithQueries>,
  );
  const log = await screen.findByRole('log', { name: `Conversation with ${agent.name}` });
  return { user: userEvent.setup(), box: screen.getByRole('textbox', { name: `Message to ${agent.name}` }), log };
}

/** Answers the request in flight with `text` and waits for it to show. */
async function reply(log: HTMLElement, count: number, text: string) {
  await waitFor(() => expect(network.requestCount()).toBe(count));
  network.lastReply().push(text);
  network.lastReply().end();
  await within(log).findByText(text);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'STOP' })).toBeNull());
}

const item = (log: HTMLElement, text: string) => within(log).getByText(text).closest('li')!;
const userTexts = () =>
  network
    .lastReply()
    .body.messages!.filter((m) => m.role === 'user')
    .map((m) => m.content);

describe('edit, regenerate and versions in the agent chat', () => {
  it('edits a message by keyboard, sends only the new path, and switches between the versions', async () => {
    const { user, box, log } = await renderChat();
    await user.type(box, 'Plan a picnic{Enter}');
    await reply(log, 1, 'Bring bread.');
    await user.type(box, 'Add drinks{Enter}');
    await reply(log, 2, 'Lemonade.');
    // The greeting answers nothing: no Regenerate on it.
    expect(within(item(log, 'Bring bread.')).getByRole('button', { name: 'Regenerate this reply' })).toBeTruthy();
    expect(within(log).getAllByRole('button', { name: 'Regenerate this reply' })).toHaveLength(2);

    within(item(log, 'Plan a picnic')).getByRole('button', { name: 'Edit your message' }).focus();
    await user.keyboard('{Enter}');
    const editBox = within(log).getByRole('textbox', { name: 'Your message, edited' });
    expect(document.activeElement).toBe(editBox);
    await user.clear(editBox);
    await user.type(editBox, 'Plan a beach picnic');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(network.requestCount()).toBe(3));
    // Only the active path goes to the provider: the later exchange belongs to version 1.
    expect(userTexts()).toEqual(['Plan a beach picnic']);
    expect(within(log).queryByText('Add drinks')).toBeNull();
    // No Edit or Regenerate while the reply is on its way.
    expect(within(log).queryByRole('button', { name: 'Edit your message' })).toBeNull();
    await reply(log, 3, 'Bring a parasol.');
    expect(within(item(log, 'Plan a beach picnic')).getByRole('group', { name: 'Version 2 of 2' })).toBeTruthy();

    within(item(log, 'Plan a beach picnic')).getByRole('button', { name: 'Previous version' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Lemonade.')).toBeTruthy();
    expect(within(log).queryByText('Bring a parasol.')).toBeNull();
    const original = item(log, 'Plan a picnic');
    expect(within(original).getByRole('group', { name: 'Version 1 of 2' })).toBeTruthy();
    // The focus follows to the switcher of the message now shown (Previous is off at version 1).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(original).getByRole('button', { name: 'Next version' })),
    );
    expect(screen.getByText('Showing version 1 of 2.')).toBeTruthy();

    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Bring a parasol.')).toBeTruthy();
    expect(within(log).queryByText('Lemonade.')).toBeNull();
  });

  it('regenerates a reply; stopped before its first words, the old reply comes back', async () => {
    const { user, box, log } = await renderChat();
    await user.type(box, 'Name the kite{Enter}');
    await reply(log, 1, 'Skylark.');

    await user.click(within(item(log, 'Skylark.')).getByRole('button', { name: 'Regenerate this reply' }));
    await waitFor(() => expect(network.requestCount()).toBe(2));
    expect(userTexts()).toEqual(['Name the kite']);
    expect(within(log).queryByText('Skylark.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'STOP' }));
    expect(await within(log).findByText('Skylark.')).toBeTruthy();
    expect(within(log).queryByRole('group', { name: /^Version/ })).toBeNull();

    await user.click(within(item(log, 'Skylark.')).getByRole('button', { name: 'Regenerate this reply' }));
    await reply(log, 3, 'Swift.');
    expect(within(item(log, 'Swift.')).getByRole('group', { name: 'Version 2 of 2' })).toBeTruthy();
    await user.click(within(item(log, 'Swift.')).getByRole('button', { name: 'Previous version' }));
    expect(await within(log).findByText('Skylark.')).toBeTruthy();
  });

  it('Escape closes the edit box, sends nothing and gives the focus back to Edit', async () => {
    const { user, box, log } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    await reply(log, 1, 'Hi.');
    const edit = within(item(log, 'Hello')).getByRole('button', { name: 'Edit your message' });
    await user.click(edit);
    await user.type(within(log).getByRole('textbox', { name: 'Your message, edited' }), ' there{Escape}');
    expect(within(log).queryByRole('textbox', { name: 'Your message, edited' })).toBeNull();
    expect(within(log).getByText('Hello')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(item(log, 'Hello')).getByRole('button', { name: 'Edit your message' }),
      ),
    );
    expect(network.requestCount()).toBe(1);
  });
});
