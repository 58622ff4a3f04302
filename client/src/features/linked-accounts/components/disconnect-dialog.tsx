import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

interface DisconnectDialogProps {
  email: string;
  pending: boolean;
  onConfirm: () => void;
}

/** Specification, section 2: access is removed, its automations are disabled, and it cannot be undone. */
export function DisconnectDialog({ email, pending, onConfirm }: DisconnectDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={pending} className="text-destructive">
          {pending ? 'DISCONNECTING...' : 'DISCONNECT'}
          <span className="sr-only"> {email}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>DISCONNECT EMAIL ACCOUNT?</DialogTitle>
          <DialogDescription>
            Access to {email} will be removed and automations for this account will be disabled. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">CANCEL</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              DISCONNECT
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
