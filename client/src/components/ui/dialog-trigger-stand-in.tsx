import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactElement } from 'react';

/**
 * A dialog's trigger before the dialog's code is loaded: `children` (one element) with what Radix's
 * DialogTrigger puts on it while the dialog is closed. The dialog's module (Radix Dialog, focus
 * trap, scroll lock: about 12 kB gzip) is then fetched on the first click rather than with the
 * page, and renders the real trigger in its place.
 */
export function DialogTriggerStandIn({ onOpen, children }: { onOpen: () => void; children: ReactElement }) {
  // Slot's own props type has no `type`, which Radix's trigger sets (its element is a button).
  const trigger: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' } = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: onOpen,
  };
  return <Slot {...trigger}>{children}</Slot>;
}
