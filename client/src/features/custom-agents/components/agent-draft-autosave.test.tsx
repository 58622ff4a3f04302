import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadDisplayPreferences, setDisplayPreference } from '@/lib/preferences/display-preferences';
import { mockApi, sessionUser, signedInAs } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { CustomAgentsPanel } from './custom-agents-panel';

afterEach(() => {
  localStorage.clear();
  reloadDisplayPreferences();
});

function openNewAgent() {
  mockApi({
    'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })),
    'GET /api/custom-agents': { body: { agents: [], limit: 100 } },
  });
  const view = renderWithApp(<CustomAgentsPanel onOpen={() => undefined} onUpgrade={() => undefined} />);
  return view;
}

async function dialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'NEW AGENT' }));
  return screen.findByRole('dialog');
}

describe('a new agent being written, with Auto-Save', () => {
  it('comes back after the page is left while Auto-Save is on', async () => {
    const user = userEvent.setup();
    const first = openNewAgent();
    const form = await dialog(user);
    await user.type(within(form).getByLabelText('Name'), 'Coach');
    await user.type(within(form).getByLabelText('System prompt'), 'Ask one question at a time.');
    first.unmount();

    openNewAgent();
    const again = await dialog(user);
    await waitFor(() => expect(within(again).getByLabelText('Name')).toHaveProperty('value', 'Coach'));
    expect(within(again).getByLabelText('System prompt')).toHaveProperty('value', 'Ask one question at a time.');
  });

  it('is not kept while Auto-Save is off', async () => {
    setDisplayPreference('autoSave', false);
    const user = userEvent.setup();
    const first = openNewAgent();
    const form = await dialog(user);
    await user.type(within(form).getByLabelText('Name'), 'Coach');
    first.unmount();

    openNewAgent();
    const again = await dialog(user);
    expect(within(again).getByLabelText('Name')).toHaveProperty('value', '');
  });
});
