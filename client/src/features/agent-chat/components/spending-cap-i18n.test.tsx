import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestPreview } from '@common/request-preview';
import { activateLanguage } from '@/lib/i18n/i18n';
import { keyFingerprint } from '@/lib/spending-cap/budget';
import { spending } from '@/lib/spending-cap/spending-store';
import { ChatRequestPreview } from './chat-request-preview';
import { SpendingCapSettings } from './spending-cap-settings';

const KEY = 'sk-test-0123456789abcdefghij';

const PREVIEW: RequestPreview = {
  url: 'https://api.openai.com/v1/chat/completions',
  headers: { authorization: 'Bearer sk-…ghij' },
  model: 'gpt-4o',
  parameters: { temperature: 0.7 },
  systemPrompt: 'You help.',
  messages: [{ role: 'user', content: 'Hello' }],
  excluded: [],
  estimatedPromptTokens: 1234,
  estimatedPromptCostUsd: 0.0031,
  maxCostUsd: 0.25,
  notes: [],
};

beforeEach(() => {
  localStorage.clear();
  spending.reload();
});
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the spending cap and the request preview in another language', () => {
  it('shows the cap settings in German, amounts formatted the German way, when the language changes', async () => {
    spending.record(keyFingerprint(KEY), 0.25);
    render(<SpendingCapSettings apiKey={KEY} viaRelay={false} />);
    expect(screen.getByLabelText('Daily budget (USD)')).toBeTruthy();

    await act(() => activateLanguage('de'));
    expect(screen.getByLabelText('Tagesbudget (USD)')).toBeTruthy();
    expect(screen.getByLabelText('Monatsbudget (USD)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limits speichern' })).toBeTruthy();
    expect(screen.getByTestId('spending-summary').textContent).toMatch(/Heute: 0,25\s\$ ausgegeben, kein Limit/);
  });

  it('titles the What is sent panel in German and writes its estimate as one German sentence', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    render(<ChatRequestPreview build={() => PREVIEW} draft="" promptLoading={false} follow={() => () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Was gesendet wird' }));
    const panel = await screen.findByRole('dialog', { name: 'Was gesendet wird' });
    expect(within(panel).getByText(/Die nächste Anfrage genau so/)).toBeTruthy();
    expect(within(panel).getByText('Benutzer')).toBeTruthy();
    expect(within(panel).getByTestId('preview-estimate').textContent).toMatch(
      /^Etwa 1\.234 Prompt-Tokens; etwa 0,0031\s\$ für den Prompt, höchstens 0,25\s\$ mit der längsten erlaubten Antwort\.$/,
    );
  });
});
