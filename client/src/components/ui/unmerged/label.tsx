import * as LabelPrimitive from '@radix-ui/react-label';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createLabel(join: JoinClasses) {
  const Label = forwardRef<
    ElementRef<typeof LabelPrimitive.Root>,
    ComponentPropsWithoutRef<typeof LabelPrimitive.Root>
  >(({ className, ...props }, ref) => (
    <LabelPrimitive.Root
      ref={ref}
      className={join('font-mono text-xs font-semibold tracking-wider uppercase', className)}
      {...props}
    />
  ));
  Label.displayName = 'Label';
  return Label;
}

/** `ui/label`'s Label without the class merger, for the dashboard's first screen. */
export const Label = createLabel(joinClasses);
