import type { VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { joinClasses } from '@/lib/join-classes';
import { buttonVariants } from '../button-variants';

/**
 * `ui/button`'s Button without the class merger and without `asChild` (so without Radix's Slot),
 * for the dashboard's first screen.
 */
export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>
>(({ className, variant, size, ...props }, ref) => (
  <button ref={ref} className={joinClasses(buttonVariants({ variant, size }), className)} {...props} />
));
Button.displayName = 'Button';
