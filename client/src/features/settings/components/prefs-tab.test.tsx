import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadDisplayPreferences } from '@/lib/preferences/display-preferences';
import { STORAGE_KEYS } from '@/lib/storage';
import { ThemeProvider } from '@/lib/theme';
import { mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { PrefsTab } from './prefs-tab';
import { SessionsList } from './sessions-list';

// Built in the local zone, so the expectations hold wherever the tests run.
const LAST_SEEN = new Date(2026, 10, 25, 14, 5).toISOString();

/** The PREFS tab beside a view that shows a moment: a change in one shows in the other at once. */
async function renderPrefsAndSessions() {
  mockApi({
    'GET /api/auth/sessions': {
      body: {
        sessions: [{ id: 's1', current: true, userAgent: null, ip: null, createdAt: LAST_SEEN, lastSeenAt: LAST_SEEN }],
      },
    },
  });
  renderWithApp(
    <ThemeProvider>
      <PrefsTab />
      <SessionsList />
    </ThemeProvider>,
  );
  return screen.findByText(/Last seen/);
}

afterEach(() => {
  localStorage.clear();
  reloadDisplayPreferences();
});

describe('PREFS: display preferences take effect at once', () => {
  it('date format and time format change a date shown elsewhere, without a reload', async () => {
    const user = userEvent.setup();
    const lastSeen = await renderPrefsAndSessions();
    expect(lastSeen.textContent).toContain('Last seen 11/25/2026 2:05 PM');

    await user.selectOptions(screen.getByLabelText('Date format'), 'DD/MM/YYYY');
    expect(lastSeen.textContent).toContain('Last seen 25/11/2026 2:05 PM');

    await user.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    await user.selectOptions(screen.getByLabelText('Time format'), '24h');
    expect(lastSeen.textContent).toContain('Last seen 2026-11-25 14:05');
  });

  it('compact mode tightens the whole page through a class on <html>', async () => {
    const user = userEvent.setup();
    await renderPrefsAndSessions();
    const compact = screen.getByRole('switch', { name: /Compact Mode/ });
    expect(document.documentElement.classList.contains('compact')).toBe(false);
    await user.click(compact);
    expect(document.documentElement.classList.contains('compact')).toBe(true);
    await user.click(compact);
    expect(document.documentElement.classList.contains('compact')).toBe(false);
  });

  it('the switches read their stored state', async () => {
    localStorage.setItem(STORAGE_KEYS.displayPreferences, JSON.stringify({ soundEnabled: false }));
    reloadDisplayPreferences();
    await renderPrefsAndSessions();
    expect(screen.getByRole('switch', { name: /Sound Effects/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: /Auto-Save/ }).getAttribute('aria-checked')).toBe('true');
  });
});
