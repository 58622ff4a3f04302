import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { LanguageFollower } from '@/lib/i18n/language-follower';
import { reloadDisplayPreferences } from '@/lib/preferences/display-preferences';
import { ThemeProvider } from '@/lib/theme';
import { mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { AccountSettings } from './account-settings';
import { PrefsTab } from './prefs-tab';
import { ProfileTab } from './profile-tab';

afterEach(async () => {
  localStorage.clear();
  reloadDisplayPreferences();
  await act(() => activateLanguage('en'));
});

describe('settings in the interface language', () => {
  it('PREFS: choosing Deutsch switches the settings to German at once; languages keep their own names', async () => {
    const user = userEvent.setup();
    mockApi({});
    // LanguageFollower is what the app mounts at its root: it follows the language preference.
    renderWithApp(
      <ThemeProvider>
        <LanguageFollower />
        <PrefsTab />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'DISPLAY PREFERENCES' })).toBeTruthy();
    const language = screen.getByLabelText('Language');
    const names = within(language)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['English', 'Español', 'Français', 'Deutsch', '中文', '日本語']);

    await user.selectOptions(language, 'Deutsch');

    expect(await screen.findByRole('heading', { name: 'ANZEIGEEINSTELLUNGEN' })).toBeTruthy();
    expect(screen.getByLabelText('Sprache')).toBe(language);
    expect(screen.getByRole('switch', { name: /Kompakte Ansicht/ })).toBeTruthy();
    expect(within(screen.getByLabelText('Sprache')).getByRole('option', { name: '日本語' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('the tabs and the header read German after the language is switched', async () => {
    mockApi({ 'GET /api/auth/sessions': { body: { sessions: [] } } });
    await act(() => activateLanguage('de'));
    renderWithApp(<AccountSettings user={sessionUser()} apiKeySlot={null} defaultTab="security" />);
    expect(screen.getByRole('tab', { name: 'SICHERHEIT' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NUTZUNG' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PASSWORT ÄNDERN' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AKTIVE SITZUNGEN' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gefahrenbereich' })).toBeTruthy();
    expect(await screen.findByText('Keine aktiven Sitzungen.')).toBeTruthy();
  });

  it("the profile form's checks speak German too, though the shared schema words them in English", async () => {
    const user = userEvent.setup();
    mockApi({});
    await act(() => activateLanguage('de'));
    renderWithApp(<ProfileTab user={sessionUser()} />);
    await user.clear(screen.getByLabelText(/Vorname/));
    await user.clear(screen.getByLabelText(/E-Mail/));
    await user.type(screen.getByLabelText(/E-Mail/), 'ada-at-example');
    await user.click(screen.getByRole('button', { name: 'ÄNDERUNGEN SPEICHERN' }));
    expect(await screen.findByText('Vorname ist ein Pflichtfeld')).toBeTruthy();
    expect(screen.getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
  });
});
