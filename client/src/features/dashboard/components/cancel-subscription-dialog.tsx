import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';

interface CancelSubscriptionDialogProps {
  planLabel: string;
  /** Formatted end of the current period, when known. */
  periodEnd: string | null;
}

/** Cancelling keeps access until the period ends: the user has paid for it. */
export function CancelSubscriptionDialog({ planLabel, periodEnd }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const until = periodEnd ?? 'the end of the current billing period';
  const confirm = () => {
    setOpen(false);
    toast({
      title: 'Subscription Cancelled',
      description: 'Your subscription will remain active until the end of the current billing period.',
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="border-destructive/60 text-destructive" onClick={() => setOpen(true)}>
        CANCEL SUBSCRIPTION
      </Button>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>CANCEL SUBSCRIPTION?</DialogTitle>
          <DialogDescription>
            Your {planLabel} plan and all its features stay available until {until}. After that your account moves to
            the Free plan. There are no cancellation fees, and you can subscribe again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">KEEP SUBSCRIPTION</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm}>
            CANCEL SUBSCRIPTION
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
