import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

const badgeVariants = cva(
  'inline-flex items-center rounded border px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider uppercase',
  {
    variants: {
      variant: {
        default: 'border-primary/40 bg-primary/10 text-primary',
        success: 'border-success/40 bg-success/10 text-success',
        destructive: 'border-destructive/40 bg-destructive/10 text-destructive',
        outline: 'border-border text-muted-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function createBadge(join: JoinClasses) {
  return function Badge({ className, variant, ...props }: BadgeProps) {
    return <span className={join(badgeVariants({ variant }), className)} {...props} />;
  };
}

/** `ui/badge`'s Badge without the class merger, for the dashboard's first screen. */
export const Badge = createBadge(joinClasses);
