import { KeyRound, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/unmerged/button';
import { saveApiKey } from '@/lib/api-key';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { useT } from '../i18n';

/** The wizard hands back a well-formed key; setting one marks onboarding seen (as the dashboard does). */
function openGettingStarted() {
  dialogs.openWizard((key) => {
    if (saveApiKey(key)) writeJson(STORAGE_KEYS.hasSeenOnboarding, true);
  });
}

/**
 * Without a valid key the panel can do nothing, so it shows API KEY REQUIRED and how to
 * configure it. Every AI call of the assistant spends the user's own key, all-access users included.
 */
export function ApiKeyRequired({ locked }: { locked: boolean }) {
  const t = useT();
  return (
    <div className="flex min-h-[18rem] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center sm:p-10">
      <KeyRound className="size-10 text-primary" aria-hidden />
      <h3 className="font-mono text-lg font-bold tracking-wider">{t('email-assistant.apiKey.title')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        {locked ? t('email-assistant.apiKey.locked') : t('email-assistant.apiKey.configure')}
      </p>
      {!locked && (
        <Button className="mt-2" onClick={openGettingStarted}>
          <Rocket aria-hidden />
          {t('email-assistant.apiKey.gettingStarted')}
        </Button>
      )}
    </div>
  );
}
