import type { ReactNode } from 'react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';
import { ApiTokensPanel } from './api-tokens-panel';
import { SettingsSection } from './settings-section';

function SessionPanel() {
  const t = useT();
  return (
    <SettingsSection
      title={t('settings.session.title')}
      icon={<ShieldCheck className="size-4 text-primary" aria-hidden />}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md border p-3">
          <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">
            {t('settings.session.status')}
          </dt>
          <dd className="mt-1 font-mono font-bold text-success">{t('settings.status.active')}</dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">
            {t('settings.session.accessLevel')}
          </dt>
          <dd className="mt-1 font-mono font-bold text-primary">{t('settings.status.authorized')}</dd>
        </div>
      </dl>
      <Button variant="outline" className="mt-4" onClick={() => window.location.assign('/api/logout')}>
        <LogOut aria-hidden />
        {t('settings.session.logout')}
      </Button>
    </SettingsSection>
  );
}

/**
 * The key field, storage choice, Test key and provider settings come from the chat feature through
 * `apiKeySlot` (composed by the app), so the key has one editor; this tab adds the personal API tokens
 * and the session panel.
 */
export function ApiTab({ apiKeySlot }: { apiKeySlot: ReactNode }) {
  return (
    <div className="grid gap-6">
      {apiKeySlot}
      <ApiTokensPanel />
      <SessionPanel />
    </div>
  );
}
