import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailAccount } from '@common/schemas/email-accounts';
import { apiError, mockApi } from '../../../../test/api-mock';
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

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'DISCONNECT ada@gmail.com' }));
  return screen.getByRole('dialog', { name: 'DISCONNECT EMAIL ACCOUNT?' });
}

describe('Disconnect account', () => {
  it('asks first; cancelling keeps the account', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/email/accounts': { body: [ACCOUNT] },
      'GET /api/email/providers': { body: PROVIDERS },
    });
    renderWithApp(<LinkedAccountsPanel />);
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('Access to ada@gmail.com will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE /api/email/accounts/acc-1')).toHaveLength(0);
  });

  it('disconnects when confirmed and lists the accounts again', async () => {
    const user = userEvent.setup();
    let accounts = [ACCOUNT];
    const api = mockApi({
      'GET /api/email/accounts': () => ({ body: accounts }),
      'GET /api/email/providers': { body: PROVIDERS },
      'DELETE /api/email/accounts/acc-1': () => {
        accounts = [];
        return { status: 204 };
      },
    });
    renderWithApp(<LinkedAccountsPanel />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'DISCONNECT' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Email account has been removed.')).toBeTruthy();
    expect(await screen.findByText('NO LINKED ACCOUNTS')).toBeTruthy();
    expect(api.callsTo('DELETE /api/email/accounts/acc-1')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/email/accounts': { body: [ACCOUNT] },
      'GET /api/email/providers': { body: PROVIDERS },
      'DELETE /api/email/accounts/acc-1': apiError(404, 'account_not_found', 'Email account not found'),
    });
    renderWithApp(<LinkedAccountsPanel />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'DISCONNECT' }));
    expect(await screen.findByText('Disconnect Failed')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Email account not found')).toBeTruthy());
  });
});
