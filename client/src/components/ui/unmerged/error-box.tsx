import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createErrorBox(join: JoinClasses) {
  /** A form-level error in a red box, announced as it appears. */
  return function ErrorBox({ id, children, className }: { id?: string; children?: ReactNode; className?: string }) {
    if (!children) return null;
    return (
      <div
        id={id}
        role="alert"
        className={join(
          'flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive',
          className,
        )}
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </div>
    );
  };
}

/** `ui/error-box`'s ErrorBox without the class merger, for the dashboard's first screen. */
export const ErrorBox = createErrorBox(joinClasses);
