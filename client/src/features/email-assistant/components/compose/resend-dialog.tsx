import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending}>
          {pending ? 'Sending...' : 'Send again'}
          <span className="sr-only"> the email to {to}</span>
        </Button>
      }
      title="SEND AGAIN?"
      description={
        <>
          Your provider did not confirm that the email to {to} was delivered, so it may have been. Check your Sent
          folder first (or ask the recipient): if the email arrived, sending it again delivers a second copy.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Send again"
      onConfirm={onConfirm}
    />
  );
}
