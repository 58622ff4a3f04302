import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { GettingStartedWizard } from './getting-started-wizard';

type User = ReturnType<typeof userEvent.setup>;

const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345';

async function toKeyStep(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: /^Yes/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.getByLabelText(/API key$/) as HTMLInputElement;
}

function renderWizard(onComplete = vi.fn()) {
  const api = mockApi({});
  renderWithApp(<GettingStartedWizard open onOpenChange={vi.fn()} onComplete={onComplete} />);
  return { onComplete, api };
}

describe('GettingStartedWizard key step', () => {
  it('asks for a key starting with sk- and will not finish without one', async () => {
    const user = userEvent.setup();
    const { onComplete } = renderWizard();
    const field = await toKeyStep(user);
    expect(screen.getByText("Enter your API key starting with 'sk-'")).toBeTruthy();
    await user.type(field, 'not-a-key');
    const start = screen.getByRole('button', { name: 'Start Using Agents' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    // Enter confirms even so, and is told why nothing happened.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid API Key')).toBeTruthy();
    expect(screen.getByText("Please enter a valid API key starting with 'sk-'")).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('accepts a well-formed key, trimmed, and calls nothing on the network', async () => {
    const user = userEvent.setup();
    const { onComplete, api } = renderWizard();
    const field = await toKeyStep(user);
    await user.type(field, `  ${KEY}  `);
    expect(screen.getByText('Valid format')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Using Agents' }));
    expect(onComplete).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText('Your API key has been configured. You can now chat with AI agents.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the key masked until shown, and its visibility across Back and Next', async () => {
    const user = userEvent.setup();
    renderWizard();
    const field = await toKeyStep(user);
    expect(field.type).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText(/API key$/) as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide key' }).getAttribute('aria-pressed')).toBe('true');
  });
});
