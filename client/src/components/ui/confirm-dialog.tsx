import type { ReactNode } from 'react';
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
}

/** A question before an action that cannot be taken back: both buttons close it, one acts. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{props.cancelLabel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant={props.confirmVariant ?? 'default'} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
