import { useState, type ReactNode } from 'react';
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

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** destructive for what cannot be undone. */
  confirmVariant?: 'default' | 'destructive';
  onConfirm: () => void;
  /** Announced as an alert dialog, in the narrower layout: for questions about losing something. */
  alert?: boolean;
  /** While the action runs: both buttons are disabled, the dialog cannot be closed, confirm reads pendingLabel. */
  pending?: boolean;
  pendingLabel?: string;
  /** Shown between the question and the buttons, e.g. why the action failed. */
  children?: ReactNode;
  /**
   * Given when the dialog must stay open until the action succeeded (it may fail and be tried
   * again): the caller closes it. Without it, confirming closes the dialog at once.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A question before an action that cannot be taken back: cancel closes it, confirm acts. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = props.open !== undefined;
  const open = controlled ? props.open : ownOpen;
  const setOpen = (next: boolean) => {
    if (props.pending) return;
    if (!controlled) setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const confirm = () => {
    props.onConfirm();
    if (!controlled) setOwnOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      {/* Radix sets role="dialog" itself: pass a role only to replace it. */}
      <DialogContent {...(props.alert ? { role: 'alertdialog', className: 'max-w-md' } : {})}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={props.pending}>
              {props.cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={props.confirmVariant ?? 'default'} disabled={props.pending} onClick={confirm}>
            {props.pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
