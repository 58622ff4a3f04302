import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { FaqPage } from './components/faq-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('FaqPage', () => {
  it('filters and answers in English', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<FaqPage />);
    expect(screen.getByRole('status').textContent).toBe('10 questions');
    await user.click(screen.getByRole('button', { name: 'BILLING' }));
    expect(screen.getByRole('status').textContent).toBe('3 questions');
    await user.click(screen.getByRole('button', { name: 'How much does AI usage cost?' }));
    expect(screen.getByText(/A typical message costs about \$0\.002, depending on the model/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ALL' }));
    await user.click(screen.getByRole('button', { name: 'What is AgentOps?' }));
    expect(
      screen.getByText(new RegExp(`^A platform of ${LIBRARY_AGENT_COUNT} prebuilt specialist AI agents`)),
    ).toBeTruthy();
  });

  it('filters and answers in the chosen language', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('HÄUFIGE FRAGEN');
    expect(screen.getByRole('status').textContent).toBe('10 Fragen');
    await user.click(screen.getByRole('button', { name: 'ABRECHNUNG' }));
    expect(screen.getByRole('status').textContent).toBe('3 Fragen');
    await user.click(screen.getByRole('button', { name: 'Was kostet die KI-Nutzung?' }));
    expect(screen.getByText(/Eine typische Nachricht kostet etwa 0,002\s\$/)).toBeTruthy();
  });
});
