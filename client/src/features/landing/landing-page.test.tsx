import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { LandingPage } from './components/landing-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('LandingPage', () => {
  it('reads in the chosen language', async () => {
    await act(() => activateLanguage('de'));
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('KI-Agenten ohne Code.');
    expect(screen.getByRole('heading', { name: 'FUNKTIONEN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ERSTE SCHRITTE' })).toBeTruthy();
    expect(screen.getByText(/^Setzen Sie \d+ spezialisierte KI-Agenten ein/)).toBeTruthy();
  });

  it('keeps the English words of the specification', () => {
    render(<LandingPage />);
    expect(screen.getByRole('heading', { name: 'CAPABILITIES' })).toBeTruthy();
    expect(screen.getByText(/starter agents are free\. Upgrading unlocks all agents\./)).toBeTruthy();
    // The button shows the specification's words; screen readers and crawlers hear where it goes.
    const more = screen.getByRole('link', { name: 'LEARN MORE about AgentOps' });
    expect(more.getAttribute('href')).toBe('/about');
    expect(more.firstChild?.textContent).toBe('LEARN MORE');
    expect(more.querySelector('.sr-only')?.textContent).toBe(' about AgentOps');
  });
});
