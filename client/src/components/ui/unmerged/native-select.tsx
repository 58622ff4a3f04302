import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

export function createNativeSelect(join: JoinClasses) {
  /** The browser's own select, styled like Input: fully accessible and native on phones. */
  const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
    ({ className, children, ...props }, ref) => (
      <div className="relative">
        <select
          ref={ref}
          className={join(
            'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm disabled:cursor-not-allowed disabled:opacity-50',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </div>
    ),
  );
  NativeSelect.displayName = 'NativeSelect';
  return NativeSelect;
}

/** `ui/native-select`'s NativeSelect without the class merger, for the dashboard's first screen. */
export const NativeSelect = createNativeSelect(joinClasses);
