import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';
import { FIELD_CLASSES } from './field-classes';

export function createTextarea(join: JoinClasses) {
  const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
    ({ className, ...props }, ref) => (
      <textarea ref={ref} className={join(`flex ${FIELD_CLASSES}`, className)} {...props} />
    ),
  );
  Textarea.displayName = 'Textarea';
  return Textarea;
}

/** `ui/textarea`'s Textarea without the class merger, for the dashboard's first screen. */
export const Textarea = createTextarea(joinClasses);
