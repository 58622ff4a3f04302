import type { ReactNode } from 'react';
import { Label } from '@/components/ui/unmerged/label';
import { NativeSelect } from '@/components/ui/unmerged/native-select';
import * as TabsBase from '@/components/ui/tabs-base';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/unmerged/tabs';
import { SECTION_TABS_CLASSES } from './assistant-classes';
import { ASSISTANT_TABS, NARROW_TABS, type AssistantTab } from '../assistant-context';
import { useT, type MailKey } from '../i18n';

const TAB_LABELS: Record<AssistantTab, MailKey> = {
  compose: 'email-assistant.tabs.compose',
  analyze: 'email-assistant.tabs.analyze',
  templates: 'email-assistant.tabs.templates',
  automation: 'email-assistant.tabs.automation',
  drafts: 'email-assistant.tabs.drafts',
  insights: 'email-assistant.tabs.insights',
};

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
  const t = useT();
  if (narrow) {
    const current = NARROW_TABS.includes(tab) ? tab : 'compose';
    return (
      <div className="@container grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="email-assistant-section">{t('email-assistant.tabs.section')}</Label>
          <NativeSelect
            id="email-assistant-section"
            value={current}
            onChange={(e) => onTabChange(e.target.value as AssistantTab)}
            className="capitalize"
          >
            {NARROW_TABS.map((tab) => (
              <option key={tab} value={tab}>
                {t(TAB_LABELS[tab])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <section aria-label={t(TAB_LABELS[current])} className="min-w-0">
          {render(current)}
        </section>
      </div>
    );
  }
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as AssistantTab)} className="@container min-w-0">
      <TabsBase.TabsList aria-label={t('email-assistant.tabs.sections')} className={SECTION_TABS_CLASSES}>
        {ASSISTANT_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(TAB_LABELS[tab])}
          </TabsTrigger>
        ))}
      </TabsBase.TabsList>
      {ASSISTANT_TABS.map((each) => (
        <TabsContent key={each} value={each} className="min-w-0 focus-visible:outline-offset-4">
          {each === tab && render(each)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
