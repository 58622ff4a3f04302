import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import * as TabsBase from './tabs-base';

export const Tabs = TabsBase.Tabs;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsBase.TabsList>) {
  return (
    <TabsBase.TabsList className={cn('inline-flex items-center gap-1 rounded-md bg-muted p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsBase.TabsTrigger>) {
  return (
    <TabsBase.TabsTrigger
      className={cn(
        'inline-flex items-center justify-center rounded px-3 py-1.5 font-mono text-xs font-semibold tracking-wider uppercase text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsBase.TabsContent>) {
  return <TabsBase.TabsContent className={cn('mt-4', className)} {...props} />;
}
