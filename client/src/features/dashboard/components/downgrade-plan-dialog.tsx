import { useState } from 'react';
import type { Plan } from '@common/plans';
import type { Subscription } from '@common/schemas/billing';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useChangePlan } from '../api/billing';
import { PLAN_LABELS, scheduledChangeText } from '../subscription';
import { formatDate } from '@/lib/preferences/date-format';
import { useT } from '../i18n';

interface DowngradePlanDialogProps {
  subscription: Subscription;
  target: Plan;
}

/** A downgrade waits for the period end, so the user is told the date before agreeing to it. */
export function DowngradePlanDialog({ subscription, target }: DowngradePlanDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const change = useChangePlan();
  const label = PLAN_LABELS[target.id];
  const currentLabel = PLAN_LABELS[subscription.plan];
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const confirm = () =>
    change.mutate(target.id, {
      onSuccess: (result) => {
        setOpen(false);
        if (result.redirectUrl) return;
        const scheduled = scheduledChangeText(result.subscription);
        toast({
          title: t('dashboard.downgrade.toastTitle'),
          description: scheduled
            ? t('dashboard.sentence', { text: scheduled })
            : date
              ? t('dashboard.downgrade.toastOn', { plan: label, date })
              : t('dashboard.downgrade.toastPeriod', { plan: label }),
        });
      },
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
      trigger={
        <Button className="w-full" variant="outline">
          {t('dashboard.grid.downgrade')}
          <span className="sr-only"> {t('dashboard.grid.toPlan', { plan: label })}</span>
        </Button>
      }
      title={t('dashboard.downgrade.title', { plan: label.toUpperCase() })}
      description={
        date
          ? t('dashboard.downgrade.descriptionOn', { plan: label, date, current: currentLabel })
          : t('dashboard.downgrade.descriptionPeriod', { plan: label, current: currentLabel })
      }
      cancelLabel={t('dashboard.downgrade.keep')}
      confirmLabel={t('dashboard.grid.downgrade')}
      pending={change.isPending}
      pendingLabel={t('dashboard.downgrade.pending')}
      onConfirm={confirm}
    >
      <ErrorBox>{change.isError ? errorMessage(change.error, t('dashboard.billing.changeFailed')) : null}</ErrorBox>
    </ConfirmDialog>
  );
}
