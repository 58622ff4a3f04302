import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { apiError, mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { CustomAgentsPanel } from './custom-agents-panel';

const AGENT: CustomAgent = {
  id: 'custom-1',
  name: 'Release Notes Editor',
  description: 'Groups changes',
  category: 'Technical',
  systemPrompt: 'You edit release notes.',
  model: 'gpt-4o-mini',
  temperature: 0.3,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const MASK = JSON.stringify({
  name: 'Interview Coach',
  context: [{ role: 'system', content: 'Ask one question at a time.' }],
  modelConfig: { model: 'gpt-4o', temperature: 1 },
});

function setup(plan: 'free' | 'basic', agents: CustomAgent[] = [AGENT]) {
  const api = mockApi({
    'GET /api/auth/session': signedInAs(sessionUser({ plan })),
    'GET /api/custom-agents': { body: { agents, limit: 100 } },
    'POST /api/custom-agents': (call) => ({
      status: 201,
      body: { ...AGENT, id: 'custom-2', ...(call.body as object) },
    }),
    'POST /api/custom-agents/import': apiError(400, 'invalid_agent_file', 'Agent 1: something the server found'),
  });
  const onOpen = vi.fn();
  const onUpgrade = vi.fn();
  renderWithApp(<CustomAgentsPanel onOpen={onOpen} onUpgrade={onUpgrade} />);
  return { api, onOpen, onUpgrade };
}

describe('MY AGENTS', () => {
  it('shows Free the gate naming Basic, with the upgrade path, and asks for no agents', async () => {
    const user = userEvent.setup();
    const { api, onUpgrade } = setup('free');
    expect(await screen.findByText('BASIC PLAN REQUIRED')).toBeTruthy();
    expect(
      screen.getByText(
        'Your own agents are part of the Basic plan. Upgrade to Basic to create and import your own agents.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'UPGRADE TO BASIC' }));
    expect(onUpgrade).toHaveBeenCalled();
    expect(api.callsTo('GET /api/custom-agents')).toHaveLength(0);
  });

  it('lists the agents with their mark and opens one in the chat', async () => {
    const user = userEvent.setup();
    const { onOpen } = setup('basic');
    const list = await screen.findByRole('list', { name: 'Your agents' });
    expect(within(list).getByText('CUSTOM')).toBeTruthy();
    expect(within(list).getByText('Technical · gpt-4o-mini · temperature 0.3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chat with Release Notes Editor' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'custom-1', name: 'Release Notes Editor' }));
    expect(screen.getByRole('link', { name: 'EXPORT' }).getAttribute('href')).toBe('/api/custom-agents/export');
  });

  it('creates an agent from the form: labelled fields, errors named, empty model and temperature are defaults', async () => {
    const user = userEvent.setup();
    const { api } = setup('basic', []);
    await user.click(await screen.findByRole('button', { name: 'NEW AGENT' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE AGENT' }));
    expect(await within(dialog).findByText('The name is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByLabelText('Name'), 'Coach');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Education');
    await user.type(within(dialog).getByLabelText('System prompt'), 'Ask one question at a time.');
    await user.type(within(dialog).getByLabelText('Temperature'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE AGENT' }));
    expect(await within(dialog).findByText('The temperature must be between 0 and 2')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Temperature'));
    await user.click(within(dialog).getByRole('button', { name: 'CREATE AGENT' }));

    await waitFor(() => expect(api.callsTo('POST /api/custom-agents')).toHaveLength(1));
    expect(api.callsTo('POST /api/custom-agents')[0]!.body).toEqual({
      name: 'Coach',
      description: '',
      category: 'Education',
      systemPrompt: 'Ask one question at a time.',
      model: null,
      temperature: null,
    });
  });

  it('previews an import file and says what is wrong with a bad one, importing nothing', async () => {
    const user = userEvent.setup();
    const { api } = setup('basic', []);
    await user.click(await screen.findByRole('button', { name: 'IMPORT' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Agent file');

    fireEvent.change(input, { target: { files: [new File(['{"hello":1}'], 'x.json', { type: 'application/json' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The file is not an agent file we know. Choose an AgentOps export, a NextChat mask or a LobeChat agent.',
    );
    expect(within(dialog).getByRole('button', { name: 'IMPORT' })).toHaveProperty('disabled', true);

    fireEvent.change(input, { target: { files: [new File([MASK], 'mask.json', { type: 'application/json' })] } });
    expect(await within(dialog).findByText('NextChat mask: 1 agent')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Agents in the file' }).textContent).toContain('Interview Coach');
    await user.click(within(dialog).getByRole('button', { name: 'IMPORT' }));
    // The server's own refusal is shown as it is.
    expect(await within(dialog).findByText('Agent 1: something the server found')).toBeTruthy();
    expect(api.callsTo('POST /api/custom-agents/import')[0]!.body).toEqual({ content: MASK });
  });
});
