import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { LinkedAccountsPanel } from './linked-accounts-panel';

const ACCOUNT: EmailAccount = {
  id: 'acc-1',
  provider: 'gmail',
  email: 'ada@gmail.com',
  displayName: null,
  isActive: true,
  syncEnabled: false,
  lastSyncAt: null,
  needsReauth: false,
  authType: 'oauth',
};

const PROVIDERS = {
  providers: [
    { provider: 'gmail', label: 'Gmail', method: 'oauth' },
    { provider: 'outlook', label: 'Outlook', method: 'unavailable' },
    { provider: 'yahoo', label: 'Yahoo', method: 'app_password' },
    { provider: 'icloud', label: 'iCloud', method: 'app_password' },
  ],
};

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('linked accounts in the interface language', () => {
  it('reads German: the list, the provider buttons and the disconnect dialog', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/email/accounts': { body: [ACCOUNT] },
      'GET /api/email/providers': { body: PROVIDERS },
    });
    await act(() => activateLanguage('de'));
    renderWithApp(<LinkedAccountsPanel />);
    expect(screen.getByRole('heading', { name: 'VERBUNDENE KONTEN' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'POSTFACH VERBINDEN' })).toBeTruthy();
    expect(await screen.findByText('Noch nie synchronisiert')).toBeTruthy();
    expect(screen.getByText('Die Verknüpfung mit Outlook ist auf diesem Server nicht eingerichtet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'iCloud verbinden' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'TRENNEN ada@gmail.com' }));
    const dialog = screen.getByRole('dialog', { name: 'E-MAIL-KONTO TRENNEN?' });
    expect(dialog.textContent).toContain('Der Zugriff auf ada@gmail.com wird entfernt');
    expect(within(dialog).getByRole('button', { name: 'ABBRECHEN' })).toBeTruthy();
  });

  it('the app-password dialog and its checks read German, though the shared schema words them in English', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/email/accounts': { body: [] },
      'GET /api/email/providers': { body: PROVIDERS },
    });
    await act(() => activateLanguage('de'));
    renderWithApp(<LinkedAccountsPanel />);
    expect(await screen.findByText('KEINE VERKNÜPFTEN KONTEN')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'iCloud verbinden' }));
    const dialog = screen.getByRole('dialog', { name: 'ICLOUD VERBINDEN' });
    await user.click(within(dialog).getByRole('button', { name: 'VERBINDEN' }));
    expect(await within(dialog).findByText('E-Mail ist ein Pflichtfeld')).toBeTruthy();
    expect(within(dialog).getByText('Das App-Passwort ist ein Pflichtfeld')).toBeTruthy();
  });
});
