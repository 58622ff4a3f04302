import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: 'signin' | 'signup';
  onForgot: () => void;
}

// Placeholder: the forms are completed in the Accounts issue.
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>SIGN IN</DialogTitle>
        <DialogDescription>Access the AI operations platform.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
