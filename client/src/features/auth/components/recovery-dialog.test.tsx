import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { RecoveryDialog } from './recovery-dialog';

const SENT =
  'If an account exists for this email address, a 6-digit reset code has been sent to it. The code is valid for 10 minutes.';
const RESET = 'Your password has been reset. You can now sign in with your new password.';

function renderDialog(onOpenChange = vi.fn()) {
  renderWithApp(<RecoveryDialog open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Request a reset code' });
  await user.type(form.querySelector('input')!, 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'SEND RESET CODE' }));
  await screen.findByRole('form', { name: 'Reset password' });
}

describe('RecoveryDialog', () => {
  it('asks for an address before sending a code and refuses one that is not', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderDialog();
    const send = screen.getByRole('button', { name: 'SEND RESET CODE' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByRole('form', { name: 'Request a reset code' }).querySelector('input')!, 'ada');
    await user.click(send);
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the code, shows the server's notice and resets with the code", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/request-password-reset': { body: { message: SENT } },
      'POST /api/auth/reset-password': { body: { message: RESET } },
    });
    const onOpenChange = renderDialog();
    await requestCode(user);
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText(SENT)).toBeTruthy();

    const reset = screen.getByRole('button', { name: 'RESET PASSWORD' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Reset code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pasz');
    // The checklist says why the button stays off.
    expect(screen.getByText('Passwords match').parentElement?.textContent).toContain('(not met)');
    expect(reset.disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    expect(reset.disabled).toBe(false);
    await user.click(reset);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      email: 'ada@example.com',
      resetCode: '123456',
      newPassword: 'brand-new-pass',
    });
    expect(await screen.findByText(RESET)).toBeTruthy();
  });

  it('names a code that is not six digits', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/auth/request-password-reset': { body: { message: SENT } } });
    renderDialog();
    await requestCode(user);
    await user.type(screen.getByLabelText('Reset code'), '12a4');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong code and stays open", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/request-password-reset': { body: { message: SENT } },
      'POST /api/auth/reset-password': apiError(400, 'invalid_reset_code', 'Invalid or expired reset code'),
    });
    const onOpenChange = renderDialog();
    await requestCode(user);
    await user.type(screen.getByLabelText('Reset code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Invalid or expired reset code')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the username to a valid address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/request-username-recovery': {
        body: { message: 'If an account exists for this email address, its sign-in details have been sent to it.' },
      },
    });
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'FORGOT USERNAME' }));
    await user.type(screen.getByRole('form', { name: 'Recover username' }).querySelector('input')!, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND USERNAME' }));
    expect(await screen.findByText('Username recovery email sent successfully!')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/request-username-recovery')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});
