import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { DeleteProfile } from './delete-profile';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'DELETE PROFILE' }));
  return screen.getByRole('alertdialog', { name: 'DELETE PROFILE?' });
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('DeleteProfile', () => {
  it('asks first; cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithApp(<DeleteProfile />);
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('holds the dialog while deleting, then forgets the account here and signs out', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    localStorage.setItem('openai-api-key', 'sk-something-long-enough');
    let answer!: () => void;
    const api = mockApi({
      'DELETE /api/auth/user': () => new Promise((resolve) => (answer = () => resolve({ status: 204 }))),
    });
    renderWithApp(<DeleteProfile />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'DELETE PERMANENTLY' }));

    const pending = await screen.findByRole('button', { name: 'DELETING...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'CANCEL' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    answer();
    expect(await screen.findByText('Profile Deleted')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE /api/auth/user')).toHaveLength(1);
    expect(localStorage.getItem('openai-api-key')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'DELETE PROFILE' }) as HTMLButtonElement).disabled).toBe(true),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'), { timeout: 4000 });
  });

  it('keeps the dialog open with the reason when deleting fails, and can try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'DELETE /api/auth/user': () =>
        fail
          ? apiError(503, 'database_unavailable', 'The service is briefly unavailable. Please try again in a moment.')
          : { status: 204 },
    });
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithApp(<DeleteProfile />);
    const dialog = await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'DELETE PERMANENTLY' }));
    expect(await screen.findByText('The service is briefly unavailable. Please try again in a moment.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'DELETE PERMANENTLY' }));
    expect(await screen.findByText('Profile Deleted')).toBeTruthy();
  });
});
