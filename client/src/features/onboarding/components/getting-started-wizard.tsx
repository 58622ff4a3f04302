import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface GettingStartedWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (apiKey: string) => void;
}

// Placeholder: the 4-step wizard.
export function GettingStartedWizard({ open, onOpenChange }: GettingStartedWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>GETTING STARTED</DialogTitle>
        <DialogDescription>Step 1 of 4</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
