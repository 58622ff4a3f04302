import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_ROSTER } from '@common/agents/roster';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LibraryPage } from './components/library-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const firstCreative = AGENT_ROSTER.find((a) => a.category === 'Creative')!;

// The button's name joins its text and the hidden ": name" with a space (happy-dom's name computation).
describe('LibraryPage', () => {
  it('names its parts in English', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<LibraryPage />);
    expect(await screen.findByRole('heading', { name: 'Agent Library' })).toBeTruthy();
    expect(screen.getByText('GUEST MODE')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Open in Dashboard : ${firstCreative.name}` })).toBeTruthy();
  });

  it('names its parts in the chosen language', async () => {
    await act(() => activateLanguage('de'));
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<LibraryPage />);
    expect(await screen.findByRole('heading', { name: 'Agenten-Bibliothek' })).toBeTruthy();
    expect(screen.getByText('GASTMODUS')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Creative-Agenten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Im Dashboard öffnen : ${firstCreative.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden und Agenten nutzen' })).toBeTruthy();
  });
});
