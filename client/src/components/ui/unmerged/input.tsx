import { forwardRef, type InputHTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';
import { FIELD_CLASSES } from './field-classes';

export function createInput(join: JoinClasses) {
  const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, ...props }, ref) => (
    <input ref={ref} className={join(`flex h-10 ${FIELD_CLASSES}`, className)} {...props} />
  ));
  Input.displayName = 'Input';
  return Input;
}

/** `ui/input`'s Input without the class merger, for the dashboard's first screen. */
export const Input = createInput(joinClasses);
