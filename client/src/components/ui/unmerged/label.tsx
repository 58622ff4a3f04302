import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createLabel(join: JoinClasses) {
  /**
   * A label that, like Radix's, keeps a double click on it from selecting its text, unless the click
   * lands in a control inside it. Radix's Label, with the primitive and Slot it brings, was about
   * 2 kB of the dashboard's first load for this one handler.
   */
  const Label = forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(({ className, ...props }, ref) => (
    <label
      {...props}
      ref={ref}
      className={join('font-mono text-xs font-semibold tracking-wider uppercase', className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        props.onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  ));
  Label.displayName = 'Label';
  return Label;
}

/** `ui/label`'s Label without the class merger, for the dashboard's first screen. */
export const Label = createLabel(joinClasses);
