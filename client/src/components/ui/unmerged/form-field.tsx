import type { ComponentType, ReactNode } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';
import { FieldError } from '../field-error';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

type LabelComponent = ComponentType<{ htmlFor: string; children: ReactNode }>;

export function createFormField(join: JoinClasses, FieldLabel: LabelComponent) {
  /** Label, control, hint and error of one field; pair it with `fieldA11y` on the control. */
  return function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
    return (
      <div className={join('grid gap-1.5', className)}>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {children}
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    );
  };
}

/** `ui/form-field`'s FormField without the class merger, for the dashboard's first screen. */
export const FormField = createFormField(joinClasses, Label);
