import { ExternalLink, KeyRound, Lock, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { clearApiKey, useApiKey, type KeyStorageMode } from '@/lib/api-key';
import { useProviderSettings } from '@/lib/provider-settings';
import { usePublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';
import { useT, type Key } from '../i18n';
import { useSession } from '@/lib/queries/user';
import { hasAllAccess } from '../chat-logic';
import { AllowedProviders } from './allowed-providers';
import { KeyEntryForm } from './key-entry-form';
import { richText } from '@/components/ui/rich-text';
import { ProviderFields } from './provider-fields';
import { SpendingCapSettings } from './spending-cap-settings';
import { CAP_STRINGS } from './spending-cap-strings';
import { TestKey } from './test-key';
import { UnlockKeyForm } from './unlock-key-form';

const MODE_LABELS: Record<KeyStorageMode, Key> = {
  local: 'agent-chat.settings.mode.local',
  session: 'agent-chat.settings.mode.session',
  encrypted: 'agent-chat.settings.mode.encrypted',
};

const mask = (key: string) => `${key.slice(0, 3)}…${key.slice(-4)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5" aria-label={title}>
      <h3 className="font-mono text-sm font-bold tracking-wider text-primary uppercase">{title}</h3>
      {children}
    </section>
  );
}

function KeyStatus() {
  const t = useT();
  const { apiKey, isValid, mode, locked } = useApiKey();
  const remove = () => {
    clearApiKey();
    toast({ title: t('agent-chat.settings.removedTitle'), description: t('agent-chat.settings.removedText') });
  };
  if (!isValid && !locked) return <p className="text-sm text-muted-foreground">{t('agent-chat.settings.noKey')}</p>;
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {locked ? (
          <Lock className="size-4 text-primary" aria-hidden />
        ) : (
          <KeyRound className="size-4 text-success" aria-hidden />
        )}
        {locked ? (
          <span>{t('agent-chat.settings.lockedKey')}</span>
        ) : (
          <span>
            {richText(t('agent-chat.settings.savedKey', { key: mask(apiKey ?? ''), place: t(MODE_LABELS[mode]) }), [
              <code className="font-mono" />,
            ])}
          </span>
        )}
      </p>
      {locked && <UnlockKeyForm />}
      <Button type="button" variant="outline" className="justify-self-start" onClick={remove}>
        <Trash2 aria-hidden />
        {t('agent-chat.settings.remove')}
      </Button>
    </div>
  );
}

/**
 * The settings API tab's key management: enter, store (browser, session, or encrypted), unlock,
 * test and remove the provider key, and choose the provider. The key never leaves this browser
 * except in the calls to the provider itself.
 */
export function ApiKeySettings() {
  const { apiKey, mode, isValid } = useApiKey();
  const { user } = useSession();
  const { baseUrl, overrides } = useProviderSettings();
  const { data: config } = usePublicConfig();
  const t = useT();
  const [draft, setDraft] = useState('');
  return (
    <div className="grid gap-6">
      <Section title={t('agent-chat.settings.keySection')}>
        <KeyStatus />
        <KeyEntryForm currentMode={mode} onDraftChange={setDraft} />
        <a
          href="https://platform.openai.com/api-keys"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('agent-chat.settings.getKey')}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">{t('agent-chat.settings.newTab')}</span>
        </a>
      </Section>
      {(isValid || hasAllAccess(user)) && (
        <Section title={CAP_STRINGS.settingsTitle}>
          <SpendingCapSettings apiKey={isValid ? apiKey : null} viaRelay={hasAllAccess(user)} />
        </Section>
      )}
      <Section title={t('agent-chat.settings.testSection')}>
        <p className="text-sm text-muted-foreground">
          {draft.trim()
            ? t('agent-chat.settings.testTyped', { url: baseUrl })
            : t('agent-chat.settings.testSaved', { url: baseUrl })}
        </p>
        <TestKey apiKey={draft.trim() || apiKey} baseUrl={baseUrl} />
      </Section>
      <Section title={t('agent-chat.settings.providerSection')}>
        <AllowedProviders allowlist={config?.aiProviders} />
        <ProviderFields overrides={overrides} />
      </Section>
    </div>
  );
}
