import { cloneElement, type ButtonHTMLAttributes, type MouseEvent, type ReactElement } from 'react';

type TriggerChild = ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;

/**
 * A dialog's trigger before the dialog's code is loaded: `children` (one element) with what Radix's
 * DialogTrigger puts on it while the dialog is closed. The dialog's module (Radix Dialog, focus
 * trap, scroll lock: about 12 kB gzip) is then fetched on the first click rather than with the
 * page, and renders the real trigger in its place.
 *
 * The attributes are put on the child as Radix's Slot would (the child's own win, both click
 * handlers run, the child's first), without Slot itself, which is not otherwise in the
 * dashboard's first load.
 */
export function DialogTriggerStandIn({ onOpen, children }: { onOpen: () => void; children: TriggerChild }) {
  const own = children.props;
  return cloneElement(children, {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    ...own,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      own.onClick?.(event);
      onOpen();
    },
  } as ButtonHTMLAttributes<HTMLButtonElement>);
}
