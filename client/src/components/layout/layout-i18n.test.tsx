import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { ThemeProvider } from '@/lib/theme';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { Footer } from './footer';
import { Header } from './header';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function renderLayout() {
  mockApi({ 'GET /api/auth/session': signedOut });
  renderWithApp(
    <ThemeProvider>
      <Header />
      <Footer />
    </ThemeProvider>,
  );
}

describe('header and footer', () => {
  it('speak German once German is chosen', async () => {
    await act(() => activateLanguage('de'));
    renderLayout();
    const main = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(main).getByRole('link', { name: 'PREISE' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'ANMELDEN' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Design: / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} AgentOps. Alle Rechte vorbehalten.`)).toBeTruthy();
  });

  it('keep their English names in English', () => {
    renderLayout();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'LIBRARY' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Theme: (dark|light|auto)$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Security and legal' })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} AgentOps. All rights reserved.`)).toBeTruthy();
  });
});
