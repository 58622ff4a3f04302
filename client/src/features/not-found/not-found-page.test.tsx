import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { NotFoundPage } from './components/not-found-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('NotFoundPage', () => {
  it('says so, and names the tab, in English', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found · AgentOps');
  });

  it('says so, and names the tab, in the chosen language', async () => {
    await act(() => activateLanguage('fr'));
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RETOUR À L’ACCUEIL' })).toBeTruthy();
    expect(document.title).toBe('Page introuvable · AgentOps');
  });
});
