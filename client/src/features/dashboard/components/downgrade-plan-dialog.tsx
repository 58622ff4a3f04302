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

interface DowngradePlanDialogProps {
  subscription: Subscription;
  target: Plan;
}

/** A downgrade waits for the period end, so the user is told the date before agreeing to it. */
export function DowngradePlanDialog({ subscription, target }: DowngradePlanDialogProps) {
  const [open, setOpen] = useState(false);
  const change = useChangePlan();
  const label = PLAN_LABELS[target.id];
  const currentLabel = PLAN_LABELS[subscription.plan];
  const when = subscription.currentPeriodEnd
    ? `at the end of the current period, on ${formatDate(subscription.currentPeriodEnd)}`
    : 'at the end of the current billing period';
  const confirm = () =>
    change.mutate(target.id, {
      onSuccess: (result) => {
        setOpen(false);
        if (result.redirectUrl) return;
        toast({
          title: 'Downgrade Scheduled',
          description: `${scheduledChangeText(result.subscription) ?? `Your plan changes to ${label} ${when}`}.`,
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
          DOWNGRADE
          <span className="sr-only"> to {label}</span>
        </Button>
      }
      title={`DOWNGRADE TO ${label.toUpperCase()}?`}
      description={
        <>
          The change to {label} takes effect {when}. Until then you keep your {currentLabel} plan and all its features.
        </>
      }
      cancelLabel="KEEP MY PLAN"
      confirmLabel="DOWNGRADE"
      pending={change.isPending}
      pendingLabel="SCHEDULING..."
      onConfirm={confirm}
    >
      <ErrorBox>{change.isError ? errorMessage(change.error, 'The plan could not be changed.') : null}</ErrorBox>
    </ConfirmDialog>
  );
}
