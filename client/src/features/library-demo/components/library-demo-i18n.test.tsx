import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { DEMO_CATEGORIES } from '../demo-agents';
import english from '../locales/en.json';
import { ApiKeyHelpDialog } from './api-key-help-dialog';
import { DemoChatPanel } from './demo-chat-panel';
import { DemoRoster } from './demo-roster';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the demo page in other languages', () => {
  it('shows the roster with translated categories and descriptions, the names as they are', async () => {
    await act(() => activateLanguage('fr'));
    render(<DemoRoster selectedId={null} onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Agents de démonstration' });
    expect(within(nav).getByRole('heading', { name: 'Création' })).toBeTruthy();
    const storySpark = within(nav).getByRole('button', { name: /^Story Spark/ });
    expect(storySpark.textContent).toContain('Transforme un mot ou une ambiance en début de nouvelle.');
  });

  it('writes the price of a message as the language writes money', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    render(<ApiKeyHelpDialog />);
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    const dialog = screen.getByRole('dialog', { name: 'ÜBER IHREN API-SCHLÜSSEL' });
    expect(within(dialog).getByText(/0,002\s\$/).tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: /platform\.openai\.com\/api-keys/ })).toBeTruthy();
  });

  it('asks for an agent in Japanese', async () => {
    await act(() => activateLanguage('ja'));
    render(<DemoChatPanel agent={undefined} apiKey={null} />);
    expect(screen.getByRole('heading', { name: 'エージェントが選択されていません' })).toBeTruthy();
  });
});

describe('the demo page in English', () => {
  it('shows each roster description from the catalog, word for word as the roster has it', () => {
    const catalog = english as Record<string, string>;
    for (const category of DEMO_CATEGORIES) {
      expect(catalog[`library-demo.category.${category.id}`]).toBe(category.title);
      for (const agent of category.agents) expect(catalog[`library-demo.agent.${agent.id}`]).toBe(agent.description);
    }
  });

  it('keeps the help text, its code, price and link in place', async () => {
    const user = userEvent.setup();
    render(<ApiKeyHelpDialog />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      "It lets this page send your messages to the provider's models on your own account. Keys start with sk-.",
    );
    expect(dialog.textContent).toContain('Each message costs about $0.002, billed by your provider to your account.');
    expect(dialog.textContent).toContain(
      'To create a key, sign in at platform.openai.com/api-keys (opens in a new tab) and choose "Create new secret key".',
    );
  });
});
