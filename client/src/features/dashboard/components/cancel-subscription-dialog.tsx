import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';

interface CancelSubscriptionDialogProps {
  planLabel: string;
  /** Formatted end of the current period, when known. */
  periodEnd: string | null;
}

/** Cancelling keeps access until the period ends: the user has paid for it. */
export function CancelSubscriptionDialog({ planLabel, periodEnd }: CancelSubscriptionDialogProps) {
  const until = periodEnd ?? 'the end of the current billing period';
  const confirm = () =>
    toast({
      title: 'Subscription Cancelled',
      description: 'Your subscription will remain active until the end of the current billing period.',
    });
  return (
    <ConfirmDialog
      alert
      trigger={
        <Button variant="outline" className="border-destructive/60 text-destructive">
          CANCEL SUBSCRIPTION
        </Button>
      }
      title="CANCEL SUBSCRIPTION?"
      description={
        <>
          Your {planLabel} plan and all its features stay available until {until}. After that your account moves to the
          Free plan. There are no cancellation fees, and you can subscribe again at any time.
        </>
      }
      cancelLabel="KEEP SUBSCRIPTION"
      confirmLabel="CANCEL SUBSCRIPTION"
      confirmVariant="destructive"
      onConfirm={confirm}
    />
  );
}
