import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AuthGate } from '@/components/layout/auth-gate';
import { dialogs } from '@/lib/dialogs';
import { useT } from '../i18n';
import { AccountSettings, isSettingsTab } from './account-settings';

export function SettingsPage({ apiKeySlot }: { apiKeySlot: ReactNode }) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  const t = useT();

  return (
    <AuthGate
      title={t('settings.page.gateTitle')}
      description={t('settings.page.gateDescription')}
      onSignIn={() => dialogs.openSignIn()}
    >
      {(user) => (
        <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
          <h1 className="mb-6 font-mono text-2xl font-bold tracking-wide sm:text-3xl">{t('settings.page.title')}</h1>
          <AccountSettings
            user={user}
            apiKeySlot={apiKeySlot}
            defaultTab={isSettingsTab(tab) ? tab : 'profile'}
            onTabChange={(next) =>
              navigate(next === 'profile' ? pathname : `${pathname}?tab=${next}`, { replace: true })
            }
          />
        </main>
      )}
    </AuthGate>
  );
}
