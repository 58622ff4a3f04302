import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCancelSubscription } from '../api/billing';

interface CancelSubscriptionDialogProps {
  planLabel: string;
  /** The end of the current period, as the user reads it. */
  periodEnd: string;
}

/** Cancelling keeps access until the period ends: the user has paid for it. */
export function CancelSubscriptionDialog({ planLabel, periodEnd }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Subscription Cancelled',
          description: `Your ${planLabel} plan stays active until ${periodEnd}.`,
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
          CANCEL SUBSCRIPTION
        </Button>
      }
      title="CANCEL SUBSCRIPTION?"
      description={
        <>
          Access continues until {periodEnd}: your {planLabel} plan and all its features stay available until then.
          After that your account moves to the Free plan. There are no cancellation fees, and you can subscribe again at
          any time.
        </>
      }
      cancelLabel="KEEP SUBSCRIPTION"
      confirmLabel="CANCEL SUBSCRIPTION"
      confirmVariant="destructive"
      pending={cancel.isPending}
      pendingLabel="CANCELLING..."
      onConfirm={confirm}
    >
      <ErrorBox>
        {cancel.isError ? errorMessage(cancel.error, 'The subscription could not be cancelled.') : null}
      </ErrorBox>
    </ConfirmDialog>
  );
}
