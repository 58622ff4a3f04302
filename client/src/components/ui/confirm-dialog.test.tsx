import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      trigger={<button>Disconnect</button>}
      title="Disconnect account?"
      description="Mail will no longer be read."
      cancelLabel="Keep"
      confirmLabel="Disconnect now"
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('asks before acting and acts once when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(screen.getByRole('dialog', { name: 'Disconnect account?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disconnect now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling closes without acting', async () => {
    const user = userEvent.setup();
    const onConfirm = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
