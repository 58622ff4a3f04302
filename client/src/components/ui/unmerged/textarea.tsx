import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createTextarea(join: JoinClasses) {
  const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
    ({ className, ...props }, ref) => (
      <textarea
        ref={ref}
        className={join(
          'flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
    ),
  );
  Textarea.displayName = 'Textarea';
  return Textarea;
}

/** `ui/textarea`'s Textarea without the class merger, for the dashboard's first screen. */
export const Textarea = createTextarea(joinClasses);
