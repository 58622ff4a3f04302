import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '../../i18n';

interface ResendDialogProps {
  to: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * Sending an uncertain message again (its provider may have delivered it already): the user is asked
 * to look in their Sent folder first, since a second send cannot be taken back.
 */
export function ResendDialog({ to, pending, onConfirm }: ResendDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending}>
          {pending ? t('email-assistant.send.sending') : t('email-assistant.resend.button')}
          <span className="sr-only">{t('email-assistant.outbox.cancelSr', { to })}</span>
        </Button>
      }
      title={t('email-assistant.resend.title')}
      description={t('email-assistant.resend.description', { to })}
      cancelLabel={t('email-assistant.common.cancel')}
      confirmLabel={t('email-assistant.resend.button')}
      onConfirm={onConfirm}
    />
  );
}
