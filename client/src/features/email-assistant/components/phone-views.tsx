import type { ReactNode } from 'react';
import * as TabsBase from '@/components/ui/tabs-base';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/unmerged/tabs';
import { PHONE_TABS_CLASSES } from './assistant-classes';
import { useT } from '../i18n';

export type PhoneView = 'work' | 'chat';

interface PhoneViewsProps {
  view: PhoneView;
  onViewChange: (view: PhoneView) => void;
  work: ReactNode;
  chat: ReactNode;
}

/**
 * On a phone the chat above the work area filled the first screen and pushed the sections below the
 * fold. Two tabs instead: the work area first, the chat one tap away. Both stay mounted (hidden when
 * not shown), so switching loses neither a half-typed message nor a half-filled form.
 */
export function PhoneViews({ view, onViewChange, work, chat }: PhoneViewsProps) {
  const t = useT();
  return (
    <Tabs value={view} onValueChange={(v) => onViewChange(v as PhoneView)} className="min-w-0">
      <TabsBase.TabsList aria-label={t('email-assistant.phone.views')} className={PHONE_TABS_CLASSES}>
        <TabsTrigger value="work">{t('email-assistant.phone.work')}</TabsTrigger>
        <TabsTrigger value="chat">{t('email-assistant.chat.title')}</TabsTrigger>
      </TabsBase.TabsList>
      <TabsContent value="work" forceMount className="min-w-0 data-[state=inactive]:hidden">
        {work}
      </TabsContent>
      <TabsContent value="chat" forceMount className="min-w-0 data-[state=inactive]:hidden">
        {chat}
      </TabsContent>
    </Tabs>
  );
}
