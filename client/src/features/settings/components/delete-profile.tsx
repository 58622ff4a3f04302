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
import { useT } from '../i18n';

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
  const t = useT();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      forgetLocalAccountData();
      setOpen(false);
      toast({
        title: t('settings.delete.deletedTitle'),
        description: t('settings.delete.deletedDescription'),
      });
      setTimeout(() => window.location.assign('/api/logout'), LOGOUT_DELAY_MS);
    },
  });
  const done = mutation.isSuccess;

  return (
    <section aria-labelledby="danger-zone" className="rounded-lg border border-destructive/60 bg-destructive/5 p-5">
      <h2 id="danger-zone" className="flex items-center gap-2 font-mono text-base font-bold text-destructive">
        <AlertTriangle className="size-4" aria-hidden />
        {t('settings.delete.title')}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('settings.delete.body')}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        alert
        trigger={
          <Button variant="destructive" className="mt-4" disabled={done}>
            <Trash2 aria-hidden />
            {t('settings.delete.button')}
          </Button>
        }
        title={t('settings.delete.dialogTitle')}
        description={t('settings.delete.dialogDescription')}
        cancelLabel={t('settings.delete.cancel')}
        confirmLabel={t('settings.delete.confirm')}
        confirmVariant="destructive"
        pending={mutation.isPending}
        pendingLabel={t('settings.delete.pending')}
        onConfirm={() => mutation.mutate()}
      >
        <ErrorBox>{mutation.isError ? errorMessage(mutation.error, t('settings.delete.failed')) : null}</ErrorBox>
      </ConfirmDialog>
    </section>
  );
}
