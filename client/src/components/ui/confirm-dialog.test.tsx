import { render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('as an alert: announced as an alert dialog', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        alert
        trigger={<button>Delete</button>}
        title="Delete it?"
        description="Gone for good."
        cancelLabel="Keep"
        confirmLabel="Delete now"
        onConfirm={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete it?' })).toBeTruthy();
  });

  it('held by the caller: confirming keeps it open, and while pending nothing closes it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Held() {
      const [open, setOpen] = useState(false);
      const [pending, setPending] = useState(false);
      return (
        <>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            pending={pending}
            pendingLabel="Deleting..."
            trigger={<button>Delete</button>}
            title="Delete it?"
            description="Gone for good."
            cancelLabel="Keep"
            confirmLabel="Delete now"
            onConfirm={() => {
              onConfirm();
              setPending(true);
            }}
          >
            <p>Why it failed</p>
          </ConfirmDialog>
        </>
      );
    }
    render(<Held />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Why it failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const pending = screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
