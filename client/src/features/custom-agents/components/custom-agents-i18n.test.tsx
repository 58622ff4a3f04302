import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planNameFor, planRequiredMessage } from '@common/entitlements';
import type { CustomAgent } from '@common/schemas/custom-agents';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { translate } from '../i18n';
import { CustomAgentsPanel } from './custom-agents-panel';

const AGENT: CustomAgent = {
  id: 'custom-1',
  name: 'Release Notes Editor',
  description: 'Groups changes',
  category: 'Technical',
  systemPrompt: 'You edit release notes.',
  model: null,
  temperature: 0.3,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function setup(plan: 'free' | 'basic') {
  mockApi({
    'GET /api/auth/session': signedInAs(sessionUser({ plan })),
    'GET /api/custom-agents': { body: { agents: [AGENT], limit: 100 } },
  });
  renderWithApp(<CustomAgentsPanel onOpen={vi.fn()} onUpgrade={vi.fn()} />);
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('MY AGENTS in another language', () => {
  it('words the gate in English exactly as the server does', () => {
    const plan = planNameFor('custom_agents');
    expect(translate('custom-agents.gate.text', { plan })).toBe(planRequiredMessage('custom_agents'));
  });

  it('lists the agents in German, with the temperature written the German way', async () => {
    await act(() => activateLanguage('de'));
    setup('basic');
    const list = await screen.findByRole('list', { name: 'Ihre Agenten' });
    expect(within(list).getByText('Technical · Standardmodell · Temperatur 0,3')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Mit Release Notes Editor chatten' })).toBeTruthy();
    expect(screen.getByText('1 von 100 Agenten. Sie stehen in der Liste neben denen der Bibliothek.')).toBeTruthy();
  });

  it('shows the form and its own rule in French', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('fr'));
    setup('basic');
    await user.click(await screen.findByRole('button', { name: 'NOUVEL AGENT' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Température'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'CRÉER L’AGENT' }));
    expect(await within(dialog).findByText('La température doit être comprise entre 0 et 2')).toBeTruthy();
  });
});
