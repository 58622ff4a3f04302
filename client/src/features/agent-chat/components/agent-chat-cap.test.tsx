import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE_KEY } from '@common/api-key';
import { AGENT_ROSTER } from '@common/agents/roster';
import { clearApiKey } from '@/lib/api-key';
import { installFakeChatFetch, WithQueries } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { dayOf, emptySpending, keyFingerprint, monthOf, RELAY_FINGERPRINT } from '@/lib/spending-cap/budget';
import { spending, SPENDING_STORAGE_KEY } from '@/lib/spending-cap/spending-store';
import { sessionUser } from '../../../../test/api-mock';
import { AgentChatPanel } from './agent-chat-panel';

/** The "What is sent" panel and the spending cap, in the chat as the user sees them. */

const agent = AGENT_ROSTER[0]!;
const PROMPT = 'You are the Writing Assistant of this test.';
const KEY = 'sk-test-0123456789abcdefghij';

let network: ReturnType<typeof installFakeChatFetch>;
/** The session's user, when a test needs one (all access, for the relay). */
let user: object | null = null;
beforeEach(() => {
  user = null;
  localStorage.clear();
  localStorage.setItem(API_KEY_STORAGE_KEY, KEY);
  spending.reload();
  network = installFakeChatFetch();
  const provider = network.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (String(input) === `/api/agents/${agent.id}/prompt`) return json({ agentId: agent.id, systemPrompt: PROMPT });
      if (String(input) === '/api/auth/session' && user) return json({ user });
      return provider(input, init);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** This key's record as if `spentUsd` were already spent today under a daily cap. */
function spent(spentUsd: number, dailyCapUsd: number, fingerprint = keyFingerprint(KEY)) {
  const now = new Date();
  const entry = { ...emptySpending(now), dailyCapUsd, day: dayOf(now), month: monthOf(now) };
  entry.daySpentUsd = entry.monthSpentUsd = spentUsd;
  localStorage.setItem(SPENDING_STORAGE_KEY, JSON.stringify({ version: 1, keys: { [fingerprint]: entry } }));
  spending.reload();
}

async function renderChat() {
  render(
    <WithQueries>
      <AgentChatPanel agent={agent} />
    </WithQueries>,
  );
  const log = await screen.findByRole('log', { name: `Conversation with ${agent.name}` });
  return { user: userEvent.setup(), box: screen.getByRole('textbox', { name: `Message to ${agent.name}` }), log };
}

describe('What is sent', () => {
  it('shows the next request, key masked, following what is typed, and it is what the provider gets', async () => {
    const { user, box } = await renderChat();
    await user.click(screen.getByRole('button', { name: 'What is sent' }));
    const panel = await screen.findByRole('dialog', { name: 'What is sent' });
    expect(within(panel).getByTestId('preview-url').textContent).toBe(
      'POST https://api.openai.com/v1/chat/completions',
    );
    expect(within(panel).getByTestId('preview-model').textContent).toBe('gpt-4o');
    expect(within(panel).getByTestId('preview-headers').textContent).toBe('authorization: Bearer sk-…ghij');
    expect(panel.textContent).not.toContain(KEY);
    await waitFor(() => expect(within(panel).getByTestId('preview-system-prompt').textContent).toBe(PROMPT));
    expect(within(panel).getByText('None: every message fits.')).toBeTruthy();
    expect(within(panel).getByTestId('preview-estimate').textContent).toMatch(/About \d+ prompt tokens; About \$/);

    // The sheet leaves the box usable, and follows it.
    await user.click(box);
    await user.type(box, 'Plan my week');
    expect(within(panel).getByTestId('preview-messages').textContent).toContain('Plan my week');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    const sent = network.lastReply().body;
    expect(sent.messages?.[0]).toEqual({ role: 'system', content: PROMPT });
    expect(sent.messages?.at(-1)).toEqual({ role: 'user', content: 'Plan my week' });
    expect(sent.model).toBe('gpt-4o');
    network.lastReply().end();
  });
});

describe('spending cap in the chat', () => {
  it('warns from 80 %, in a status region', async () => {
    spent(0.85, 1);
    await renderChat();
    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toMatch(/85 % of your daily budget is used/);
  });

  it('at 100 % stops sending, with a way to raise the cap and a one-more confirmation for exactly one request', async () => {
    spent(1, 1);
    const { user, box } = await renderChat();
    expect(screen.getByText(/Spending cap reached/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Raise the cap' }).getAttribute('href')).toBe(
      '/settings?tab=api#spending-cap',
    );
    await user.type(box, 'Hello');
    expect((screen.getByRole('button', { name: 'SEND' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(network.requestCount()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Send one more' }));
    await user.click(await screen.findByRole('button', { name: 'Allow one request' }));
    expect(await screen.findByText(/One more request is allowed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(network.requestCount()).toBe(1));
    network.lastReply().push('Hi');
    network.lastReply().end();
    // Used up: blocked again, nothing more leaves.
    expect(await screen.findByRole('button', { name: 'Send one more' })).toBeTruthy();
    await user.type(box, 'Again{Enter}');
    expect(network.requestCount()).toBe(1);
  });

  it('records each reply against the cap and stops when it is reached', async () => {
    spent(0, 0.0001);
    const { user, box, log } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    network.lastReply().push('Hi there');
    network.lastReply().end();
    expect(await within(log).findByText('Hi there')).toBeTruthy();
    expect(await screen.findByText(/Spending cap reached/)).toBeTruthy();
    expect(spending.status(keyFingerprint(KEY)).daySpentUsd).toBeGreaterThan(0.0001);
  });

  it("counts and caps the server's key on the relay (all access, no key of one's own)", async () => {
    clearApiKey();
    user = sessionUser({ allAccess: true });
    spent(0, 0.0001, RELAY_FINGERPRINT);
    const { user: typist, box } = await renderChat();
    await waitFor(() => expect(screen.getByText('ALL ACCESS')).toBeTruthy());
    // The session arrived after the conversation loaded: the chat starts on INITIALIZE.
    if ((box as HTMLTextAreaElement).disabled) await typist.click(screen.getByRole('button', { name: 'INITIALIZE' }));
    await typist.type(box, 'Hello{Enter}');
    await waitFor(() => expect(network.requestCount()).toBe(1));
    expect(network.lastReply().url).toBe('/api/chat/completions');
    network.lastReply().push('Hi there');
    network.lastReply().end();
    expect(await screen.findByText('Hi there')).toBeTruthy();
    expect(await screen.findByText(/Spending cap reached/)).toBeTruthy();
    expect(spending.status(RELAY_FINGERPRINT).daySpentUsd).toBeGreaterThan(0);
  });
});
