import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResendDialog } from './resend-dialog';

describe('ResendDialog', () => {
  it('asks the user to check their Sent folder before sending again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ResendDialog to="grace@example.com" pending={false} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Send again the email to grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'SEND AGAIN?' });
    expect(dialog.textContent).toContain('Check your Sent folder first');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send again the email to grace@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be opened again while the message is being sent', () => {
    render(<ResendDialog to="grace@example.com" pending onConfirm={vi.fn()} />);
    const trigger = screen.getByRole('button', {
      name: 'Sending... the email to grace@example.com',
    }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
  });
});
