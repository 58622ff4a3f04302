import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ASSISTANT_TABS, NARROW_TABS, type AssistantTab } from '../assistant-context';

interface WorkAreaProps {
  tab: AssistantTab;
  onTabChange: (tab: AssistantTab) => void;
  narrow: boolean;
  render: (tab: AssistantTab) => ReactNode;
}

/**
 * Tab contents lay themselves out by the width they get (container queries), not the window's:
 * beside the chat at 1024 px the work area is narrower than a phone in landscape.
 *
 * The six tabs. Narrow layouts get a dropdown instead of the strip,
 * offering compose, analyze, templates and automation only.
 */
export function WorkArea({ tab, onTabChange, narrow, render }: WorkAreaProps) {
  if (narrow) {
    const current = NARROW_TABS.includes(tab) ? tab : 'compose';
    return (
      <div className="@container grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="email-assistant-section">Section</Label>
          <NativeSelect
            id="email-assistant-section"
            value={current}
            onChange={(e) => onTabChange(e.target.value as AssistantTab)}
            className="capitalize"
          >
            {NARROW_TABS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <section aria-label={current} className="min-w-0">
          {render(current)}
        </section>
      </div>
    );
  }
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as AssistantTab)} className="@container min-w-0">
      <TabsList aria-label="Email assistant sections" className="flex h-auto w-full flex-wrap justify-start">
        {ASSISTANT_TABS.map((t) => (
          <TabsTrigger key={t} value={t}>
            {t}
          </TabsTrigger>
        ))}
      </TabsList>
      {ASSISTANT_TABS.map((t) => (
        <TabsContent key={t} value={t} className="min-w-0 focus-visible:outline-offset-4">
          {t === tab && render(t)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
