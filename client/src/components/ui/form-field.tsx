import { cn } from '@/lib/cn';
import { Label } from './label';
import { createFormField } from './unmerged/form-field';

/** Label, control, hint and error of one field; pair it with `fieldA11y` on the control. */
export const FormField = createFormField(cn, Label);

/** The id and ARIA attributes that tie a control to its FormField's hint and error. */
export function fieldA11y(id: string, error?: string, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
