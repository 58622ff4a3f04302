import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { GettingStartedWizard } from './getting-started-wizard';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('GettingStartedWizard in the interface language', () => {
  it('walks through the four steps in German, with the cost in German notation', async () => {
    await act(() => activateLanguage('de'));
    const user = userEvent.setup();
    render(<GettingStartedWizard open onOpenChange={vi.fn()} onComplete={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'ERSTE SCHRITTE' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Einrichtungsfortschritt' }).getAttribute('aria-valuetext')).toBe(
      'Schritt 1 von 4',
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Was ist ein API-Schlüssel?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('radio', { name: /^Nein/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Konto und Schlüssel einrichten' })).toBeTruthy();
    expect(screen.getByText(/Die Nutzung kostet in der Regel etwa 0,002\s\$ pro Nachricht\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Billing (öffnet in einem neuen Tab)' })).toBeTruthy();
    expect(screen.getByLabelText('Ihr OpenAI-API-Schlüssel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agenten jetzt nutzen' })).toBeTruthy();
  });

  it('keeps the English cost as written', async () => {
    const user = userEvent.setup();
    render(<GettingStartedWizard open onOpenChange={vi.fn()} onComplete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^No/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'SPAN' &&
          el.textContent ===
            'Add a payment method in Billing (opens in a new tab). Usage typically costs about $0.002 per message.',
      ),
    ).toBeTruthy();
  });
});
