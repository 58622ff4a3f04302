import type { ComponentProps } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';
import * as TabsBase from '../tabs-base';

export const Tabs = TabsBase.Tabs;

export function createTabParts(join: JoinClasses) {
  function TabsList({ className, ...props }: ComponentProps<typeof TabsBase.TabsList>) {
    return (
      <TabsBase.TabsList
        className={join('inline-flex items-center gap-1 rounded-md bg-muted p-1', className)}
        {...props}
      />
    );
  }

  function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsBase.TabsTrigger>) {
    return (
      <TabsBase.TabsTrigger
        className={join(
          'inline-flex items-center justify-center rounded px-3 py-1.5 font-mono text-xs font-semibold tracking-wider uppercase text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow',
          className,
        )}
        {...props}
      />
    );
  }

  function TabsContent({ className, ...props }: ComponentProps<typeof TabsBase.TabsContent>) {
    return <TabsBase.TabsContent className={join('mt-4', className)} {...props} />;
  }

  return { TabsList, TabsTrigger, TabsContent };
}

/** `ui/tabs`'s parts without the class merger, for the dashboard's first screen. */
export const { TabsList, TabsTrigger, TabsContent } = createTabParts(joinClasses);
