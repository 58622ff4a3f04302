import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface RecoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// Placeholder: the forms are completed in the Accounts issue.
export function RecoveryDialog({ open, onOpenChange }: RecoveryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>ACCOUNT RECOVERY</DialogTitle>
        <DialogDescription>Recover access to your account.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
