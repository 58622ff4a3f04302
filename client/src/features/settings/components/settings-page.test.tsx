import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { mockApi, sessionUser, signedInAs, signedOut } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('signed out: its sign-in opens the sign-in dialog', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<SettingsPage apiKeySlot={null} />);
    expect(await screen.findByRole('heading', { name: 'SETTINGS ACCESS REQUIRED' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SIGN IN TO CONTINUE' }));
    expect(dialogs.get().open).toBe('sign-in');
    dialogs.close();
  });

  it('signed in: shows the account settings', async () => {
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser()) });
    renderWithApp(<SettingsPage apiKeySlot={null} />);
    expect(await screen.findByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'PROFILE' })).toBeTruthy();
  });
});
