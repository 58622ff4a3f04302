import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';

interface DialogRootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal: boolean;
  trigger: ReactElement;
  children: ReactNode;
}

/**
 * The Radix dialog behind the "What is sent" button, loaded on its first press. Its root and
 * trigger then stay in the page, so closing the dialog puts the focus back on the button.
 */
export function RequestPreviewDialogRoot({ open, onOpenChange, modal, trigger, children }: DialogRootProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {open && children}
    </Dialog>
  );
}
