import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '../i18n';

interface DisconnectDialogProps {
  email: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * Asks first, because disconnecting removes access, disables the mailbox's automations and cannot
 * be undone.
 */
export function DisconnectDialog({ email, pending, onConfirm }: DisconnectDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending} className="text-destructive">
          {pending ? t('linked-accounts.disconnect.pending') : t('linked-accounts.disconnect.button')}
          <span className="sr-only"> {email}</span>
        </Button>
      }
      title={t('linked-accounts.disconnect.title')}
      description={t('linked-accounts.disconnect.description', { email })}
      cancelLabel={t('linked-accounts.disconnect.cancel')}
      confirmLabel={t('linked-accounts.disconnect.confirm')}
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}
