import { lazy, Suspense, type ReactNode } from 'react';
import type { SessionUser } from '@common/schemas/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '../i18n';
import { AlertsTab } from './alerts-tab';
import { ApiTab } from './api-tab';
import { PrefsTab } from './prefs-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { SettingsHeader } from './settings-header';

// The chart library is large: it is loaded only when USAGE is opened, never with other pages.
const UsageTab = lazy(() => import('./usage-tab').then((m) => ({ default: m.UsageTab })));

const SETTINGS_TABS = ['profile', 'security', 'alerts', 'prefs', 'usage', 'api'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: string | null | undefined): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}

interface AccountSettingsProps {
  user: SessionUser;
  defaultTab?: SettingsTab;
  onTabChange?: (tab: SettingsTab) => void;
  /** Key management composed in by the app (it lives with the chat feature); replaces the plain key field. */
  apiKeySlot: ReactNode;
}

/** The six settings tabs under the account header; the settings page and the dashboard both show it. */
export function AccountSettings({ user, defaultTab = 'profile', onTabChange, apiKeySlot }: AccountSettingsProps) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <SettingsHeader user={user} />
      <Tabs defaultValue={defaultTab} onValueChange={(v) => onTabChange?.(v as SettingsTab)}>
        <TabsList aria-label={t('settings.tabs.label')} className="grid h-auto w-full grid-cols-3 sm:grid-cols-6">
          {SETTINGS_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="py-2">
              {t(`settings.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab user={user} />
        </TabsContent>
        <TabsContent value="alerts">
          <AlertsTab />
        </TabsContent>
        <TabsContent value="prefs">
          <PrefsTab />
        </TabsContent>
        <TabsContent value="usage">
          <Suspense
            fallback={
              <p role="status" className="py-8 text-center text-sm text-muted-foreground">
                {t('settings.usage.loadingStats')}
              </p>
            }
          >
            <UsageTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="api">
          <ApiTab apiKeySlot={apiKeySlot} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
