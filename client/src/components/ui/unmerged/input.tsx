import { forwardRef, type InputHTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createInput(join: JoinClasses) {
  const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, ...props }, ref) => (
    <input
      ref={ref}
      className={join(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  ));
  Input.displayName = 'Input';
  return Input;
}

/** `ui/input`'s Input without the class merger, for the dashboard's first screen. */
export const Input = createInput(joinClasses);
