import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE_KEY } from '@common/api-key';
import { AGENT_ROSTER } from '@common/agents/roster';
import { clearApiKey } from '@/lib/api-key';
import { installFakeChatFetch, WithQueries } from '@/lib/chat-engine/testing/fake-chat-fetch';
import { sessionUser } from '../../../../test/api-mock';
import { AgentChatPanel } from './agent-chat-panel';
import { MEETING_SUMMARIZER_ID, transcriptAttachment } from './chat-speech-tools';

/** Speech in the agent chat: offered with the user's own key, absent on the text-only relay. */

const writer = AGENT_ROSTER[0]!;
const KEY = 'sk-test-0123456789abcdefghij';
let user: object | null = null;

beforeEach(() => {
  user = null;
  localStorage.clear();
  localStorage.setItem(API_KEY_STORAGE_KEY, KEY);
  const provider = installFakeChatFetch().fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (String(input).endsWith('/prompt')) return json({ agentId: writer.id, systemPrompt: 'Prompt.' });
      if (String(input) === '/api/auth/session' && user) return json({ user });
      return provider(input, init);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderChat(agent = writer) {
  render(
    <WithQueries>
      <AgentChatPanel agent={agent} />
    </WithQueries>,
  );
  return screen.findByRole('log', { name: `Conversation with ${agent.name}` });
}

describe('speech in the agent chat', () => {
  it('offers dictation beside the box and Read aloud under a reply with the user’s own key', async () => {
    await renderChat();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Dictate a message' }).getAttribute('aria-pressed')).toBe('false');
    // Only the Meeting Summarizer takes a recording.
    expect(screen.queryByRole('button', { name: 'Summarize a recording' })).toBeNull();
  });

  it('gives the Meeting Summarizer a recording button', async () => {
    const meetings = AGENT_ROSTER.find((a) => a.id === MEETING_SUMMARIZER_ID)!;
    await renderChat(meetings);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Summarize a recording' })).toBeTruthy());
  });

  it('offers none of it on the relay, where the chat is text only', async () => {
    clearApiKey();
    user = sessionUser({ allAccess: true });
    await renderChat();
    await waitFor(() => expect(screen.getByText('ALL ACCESS')).toBeTruthy());
    const initialize = screen.queryByRole('button', { name: 'INITIALIZE' });
    if (initialize) await userEvent.setup().click(initialize);
    await screen.findByText(/Ready for operations/);
    expect(screen.queryByRole('button', { name: 'Dictate a message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});

describe('transcriptAttachment', () => {
  it('carries the transcript as a text attachment named after the recording', () => {
    const attachment = transcriptAttachment('Alice: hello.', 'standup.m4a');
    expect(attachment).toMatchObject({
      name: 'standup.m4a (transcript)',
      kind: 'text',
      mimeType: 'text/plain',
      text: 'Alice: hello.',
      size: 13,
    });
  });
});
