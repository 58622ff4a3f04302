import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/billing';
import { useT } from '../i18n';

interface CancelSubscriptionDialogProps {
  planLabel: string;
  /** The end of the current period, as the user reads it; null when the server has none. */
  periodEnd: string | null;
}

/** Cancelling keeps access until the period ends: the user has paid for it. */
export function CancelSubscriptionDialog({ planLabel, periodEnd }: CancelSubscriptionDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: t('dashboard.cancel.toastTitle'),
          description: periodEnd
            ? t('dashboard.cancel.toastOn', { plan: planLabel, date: periodEnd })
            : t('dashboard.cancel.toastPeriod', { plan: planLabel }),
        });
      },
    });
  return (
    <ConfirmDialog
      alert
      // The dialog stays open until the server agreed, so a failure is shown where it was asked.
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
      trigger={
        <Button variant="outline" className="border-destructive/60 text-destructive">
          {t('dashboard.cancel.button')}
        </Button>
      }
      title={t('dashboard.cancel.title')}
      description={
        periodEnd
          ? t('dashboard.cancel.descriptionOn', { date: periodEnd, plan: planLabel })
          : t('dashboard.cancel.descriptionPeriod', { plan: planLabel })
      }
      cancelLabel={t('dashboard.cancel.keep')}
      confirmLabel={t('dashboard.cancel.button')}
      confirmVariant="destructive"
      pending={cancel.isPending}
      pendingLabel={t('dashboard.cancel.pending')}
      onConfirm={confirm}
    >
      <ErrorBox>{cancel.isError ? errorMessage(cancel.error, t('dashboard.cancel.failed')) : null}</ErrorBox>
    </ConfirmDialog>
  );
}
