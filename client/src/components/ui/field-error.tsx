import type { ReactNode } from 'react';

/** A field's validation message; give the input aria-describedby={id} and aria-invalid. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {children}
    </p>
  );
}
