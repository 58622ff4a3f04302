import type { ReactElement } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '../../i18n';

interface ResendConfirmProps {
  to: string;
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The question itself, loaded on the first press of Send again (see resend-dialog.tsx). */
export function ResendConfirm({ to, trigger, open, onOpenChange, onConfirm }: ResendConfirmProps) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={t('email-assistant.resend.title')}
      description={t('email-assistant.resend.description', { to })}
      cancelLabel={t('email-assistant.common.cancel')}
      confirmLabel={t('email-assistant.resend.button')}
      onConfirm={() => {
        onConfirm();
        onOpenChange(false);
      }}
    />
  );
}
