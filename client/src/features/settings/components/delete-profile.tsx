import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { clearApiKey } from '@/lib/api-key';
import { STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { deleteAccount } from '../api/settings-api';
import { errorMessage } from '@/lib/error-message';

const LOGOUT_DELAY_MS = 2000;

/** What this browser kept for the account; the theme is a device setting and stays. */
function forgetLocalAccountData(): void {
  const { theme: _theme, ...keys } = STORAGE_KEYS;
  try {
    for (const key of Object.values(keys)) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
  clearApiKey();
}

/** The Danger Zone: deletes the account and all its data, then leaves through /api/logout. */
export function DeleteProfile() {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      forgetLocalAccountData();
      setOpen(false);
      toast({
        title: 'Profile Deleted',
        description: 'Your profile and all its data have been permanently deleted. Signing you out...',
      });
      setTimeout(() => window.location.assign('/api/logout'), LOGOUT_DELAY_MS);
    },
  });
  const done = mutation.isSuccess;

  return (
    <section aria-labelledby="danger-zone" className="rounded-lg border border-destructive/60 bg-destructive/5 p-5">
      <h2 id="danger-zone" className="flex items-center gap-2 font-mono text-base font-bold text-destructive">
        <AlertTriangle className="size-4" aria-hidden />
        Danger Zone
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Deleting your profile permanently removes your account, linked mail accounts, automations, tasks, drafts and
        usage history, and signs you out everywhere. This cannot be undone.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        alert
        trigger={
          <Button variant="destructive" className="mt-4" disabled={done}>
            <Trash2 aria-hidden />
            DELETE PROFILE
          </Button>
        }
        title="DELETE PROFILE?"
        description="Your account and all of its data will be permanently deleted and every session ended. This action cannot be undone."
        cancelLabel="CANCEL"
        confirmLabel="DELETE PERMANENTLY"
        confirmVariant="destructive"
        pending={mutation.isPending}
        pendingLabel="DELETING..."
        onConfirm={() => mutation.mutate()}
      >
        <ErrorBox>
          {mutation.isError ? errorMessage(mutation.error, 'Failed to delete profile. Please try again.') : null}
        </ErrorBox>
      </ConfirmDialog>
    </section>
  );
}
