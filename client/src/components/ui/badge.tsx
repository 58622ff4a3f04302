import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

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

export function Badge({
  className,
  variant,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
