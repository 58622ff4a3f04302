import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { ChangePasswordForm } from './change-password-form';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

const submit = () => screen.getByRole('button', { name: 'CHANGE PASSWORD' }) as HTMLButtonElement;

describe('ChangePasswordForm', () => {
  it('stays off while the new password is short or the confirmation differs', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<ChangePasswordForm hasPassword />);
    expect(submit().disabled).toBe(true);
    await fill(user, 'old-password', 'short', 'short');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('New password'), '-but-long');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm new password'), '-but-long');
    expect(submit().disabled).toBe(false);
  });

  it('changes the password, says so and empties the fields', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/user/change-password': { body: { message: 'Your password has been successfully updated.' } },
    });
    renderWithApp(<ChangePasswordForm hasPassword />);
    await fill(user, 'old-password', 'new-password', 'new-password');
    await user.click(submit());
    expect(await screen.findByText('Your password has been successfully updated.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/user/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal of a wrong current password", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/user/change-password': apiError(400, 'wrong_password', 'Current password is incorrect'),
    });
    renderWithApp(<ChangePasswordForm hasPassword />);
    await fill(user, 'not-my-password', 'new-password', 'new-password');
    await user.click(submit());
    expect(await screen.findByText('Password Change Failed')).toBeTruthy();
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
  });

  it('is off for an account that signs in elsewhere', () => {
    mockApi({});
    renderWithApp(<ChangePasswordForm hasPassword={false} />);
    expect(
      screen.getByText('This account uses external authentication. Password changes are not available.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });
});
