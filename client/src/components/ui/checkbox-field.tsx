import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: ReactNode;
}

/** A native checkbox with its label beside it (the label may hold links). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  ({ id, label, className, ...props }, ref) => (
    <div className={cn('flex items-start gap-2', className)}>
      <input ref={ref} id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...props} />
      <label htmlFor={id} className="text-sm leading-snug">
        {label}
      </label>
    </div>
  ),
);
CheckboxField.displayName = 'CheckboxField';
