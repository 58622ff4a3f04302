import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_ROSTER } from '@common/agents/roster';
import { STARTER_AGENT_IDS } from '@common/entitlements';
import type { SessionUser } from '@common/schemas/auth';
import { clearApiKey, saveApiKey } from '@/lib/api-key';
import { mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { VIEW_TITLES } from '../dashboard-types';
import { useDashboard } from '../hooks/use-dashboard';
import { AgentRoster } from './agent-roster';
import { AgentsView } from './agents-view';

const NOTE = 'More agents available with Premium Access';
const LOCKED = 'The full agent library is part of the Basic plan. Upgrade to Basic to use this agent.';
const STARTER_NAMES = AGENT_ROSTER.filter((a) => STARTER_AGENT_IDS.includes(a.id)).map((a) => a.name);

/** The roster and the main panel of the dashboard, on one model, as the page wires them. */
function Dashboard({ user }: { user: SessionUser }) {
  const model = useDashboard(user);
  return (
    <>
      <AgentRoster model={model} showsSelection />
      <main aria-label={VIEW_TITLES[model.view]}>
        {model.view === 'agents' && (
          <AgentsView model={model} renderAgentChat={(agent) => <p>Chat with {agent.name}</p>} />
        )}
      </main>
    </>
  );
}

const KEY = 'sk-test-0123456789abcdefghij';

beforeEach(() => {
  mockApi({});
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  clearApiKey();
  localStorage.clear();
});

const allAgents = () => within(screen.getByRole('list', { name: 'ALL AGENTS' })).getAllByRole('button', { name: /.+/ });
const agentNames = () =>
  allAgents()
    .map((button) => button.getAttribute('aria-label'))
    .filter((name): name is string => Boolean(name) && !name!.startsWith('Add '));

describe('the roster by access tier', () => {
  it('DEMO (Free): the 3 starter agents, the Premium note and an upgrade to the Billing & Plans section', async () => {
    const user = userEvent.setup();
    renderWithApp(<Dashboard user={sessionUser({ plan: 'free' })} />);
    expect(screen.getByText('DEMO')).toBeTruthy();
    expect(agentNames()).toEqual(STARTER_NAMES);
    expect(screen.getByText('4 agents available')).toBeTruthy();
    expect(screen.getByText(NOTE)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'UPGRADE TO BASIC' }));
    expect(screen.getByRole('main', { name: 'BILLING & PLANS' })).toBeTruthy();
  });

  it('a key of their own lets a DEMO user chat with the starter agents, still 3 of them', () => {
    saveApiKey(KEY);
    renderWithApp(<Dashboard user={sessionUser({ plan: 'free' })} />);
    expect(screen.getByText('DEMO')).toBeTruthy();
    expect(agentNames()).toHaveLength(3);
  });

  it('PREMIUM (Basic or Pro): all 24 agents and no note', () => {
    for (const plan of ['basic', 'pro'] as const) {
      const { unmount } = renderWithApp(<Dashboard user={sessionUser({ plan })} />);
      expect(screen.getByText('PREMIUM')).toBeTruthy();
      expect(agentNames()).toHaveLength(24);
      expect(screen.getByText('25 agents available')).toBeTruthy();
      expect(screen.queryByText(NOTE)).toBeNull();
      unmount();
    }
  });

  it('ALL ACCESS (admin or all access, whatever the plan): all 24 agents and no note', () => {
    for (const over of [{ isAdmin: true }, { allAccess: true }]) {
      const { unmount } = renderWithApp(<Dashboard user={sessionUser({ plan: 'free', ...over })} />);
      expect(screen.getByText('ALL ACCESS')).toBeTruthy();
      expect(agentNames()).toHaveLength(24);
      expect(screen.queryByText(NOTE)).toBeNull();
      unmount();
    }
  });
});

describe('a gated agent', () => {
  it('opened by a link on the Free plan shows its locked state naming Basic, not a chat', async () => {
    const user = userEvent.setup();
    saveApiKey(KEY);
    window.history.replaceState(null, '', '/dashboard?selectedAgent=ai-tutor');
    renderWithApp(<Dashboard user={sessionUser({ plan: 'free' })} />);
    const panel = await screen.findByRole('main', { name: 'AGENT CHAT' });
    expect(within(panel).getByText('BASIC PLAN REQUIRED')).toBeTruthy();
    expect(within(panel).getByText(new RegExp(LOCKED.replace(/\./g, '\\.')))).toBeTruthy();
    expect(within(panel).queryByText(/^Chat with/)).toBeNull();
    // Not "used": it does not join RECENT.
    expect(screen.queryByRole('list', { name: 'RECENT' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'UPGRADE TO BASIC' }));
    expect(screen.getByRole('main', { name: 'BILLING & PLANS' })).toBeTruthy();
  });

  it('opens its chat on Basic', async () => {
    saveApiKey(KEY);
    window.history.replaceState(null, '', '/dashboard?selectedAgent=ai-tutor');
    renderWithApp(<Dashboard user={sessionUser({ plan: 'basic' })} />);
    const panel = await screen.findByRole('main', { name: 'AGENT CHAT' });
    expect(within(panel).getByText('Chat with AI Tutor')).toBeTruthy();
  });
});

describe("the user's own agents", () => {
  const CUSTOM = {
    id: 'custom-1',
    name: 'Release Notes Editor',
    description: 'Groups changes',
    category: 'Technical',
    systemPrompt: 'You edit release notes.',
    model: null,
    temperature: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };

  it('are listed beside the library with the CUSTOM mark, and open in the chat with a key of ones own', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/custom-agents': { body: { agents: [CUSTOM], limit: 100 } } });
    saveApiKey(KEY);
    renderWithApp(<Dashboard user={sessionUser({ plan: 'basic' })} />);
    const mine = await screen.findByRole('list', { name: 'MY AGENTS' });
    const item = within(mine).getByRole('button', { name: 'Release Notes Editor' });
    expect(within(item).getByText('CUSTOM')).toBeTruthy();
    expect(screen.getByText('26 agents available')).toBeTruthy();
    await user.click(item);
    expect(
      within(screen.getByRole('main', { name: 'AGENT CHAT' })).getByText('Chat with Release Notes Editor'),
    ).toBeTruthy();
  });

  it('need a key of ones own: the server relays only the library prompts', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/custom-agents': { body: { agents: [CUSTOM], limit: 100 } } });
    renderWithApp(<Dashboard user={sessionUser({ plan: 'pro', allAccess: true })} />);
    await user.click(
      within(await screen.findByRole('list', { name: 'MY AGENTS' })).getByRole('button', {
        name: 'Release Notes Editor',
      }),
    );
    expect(within(screen.getByRole('main', { name: 'AGENT CHAT' })).getByText('API KEY REQUIRED')).toBeTruthy();
  });

  it('are not asked for on Free', () => {
    const api = mockApi({});
    renderWithApp(<Dashboard user={sessionUser({ plan: 'free' })} />);
    expect(screen.queryByRole('list', { name: 'MY AGENTS' })).toBeNull();
    expect(api.callsTo('GET /api/custom-agents')).toHaveLength(0);
  });
});
