import type { ReactNode } from 'react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiTokensPanel } from './api-tokens-panel';
import { SettingsSection } from './settings-section';

function SessionPanel() {
  return (
    <SettingsSection title="SESSION" icon={<ShieldCheck className="size-4 text-primary" aria-hidden />}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md border p-3">
          <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">SESSION STATUS</dt>
          <dd className="mt-1 font-mono font-bold text-success">ACTIVE</dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">ACCESS LEVEL</dt>
          <dd className="mt-1 font-mono font-bold text-primary">AUTHORIZED</dd>
        </div>
      </dl>
      <Button variant="outline" className="mt-4" onClick={() => window.location.assign('/api/logout')}>
        <LogOut aria-hidden />
        LOGOUT
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
