import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending} className="text-destructive">
          {pending ? 'DISCONNECTING...' : 'DISCONNECT'}
          <span className="sr-only"> {email}</span>
        </Button>
      }
      title="DISCONNECT EMAIL ACCOUNT?"
      description={
        <>Access to {email} will be removed and automations for this account will be disabled. This cannot be undone.</>
      }
      cancelLabel="CANCEL"
      confirmLabel="DISCONNECT"
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}
