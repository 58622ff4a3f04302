import { KeyRound, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { saveApiKey } from '@/lib/api-key';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';

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
  return (
    <div className="flex min-h-[18rem] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center sm:p-10">
      <KeyRound className="size-10 text-primary" aria-hidden />
      <h3 className="font-mono text-lg font-bold tracking-wider">API KEY REQUIRED</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        {locked
          ? 'Your saved API key is encrypted. Unlock it with your passphrase in the Profile & Settings section (API tab) to use the Email Assistant.'
          : 'Configure your AI-provider API key in the Profile & Settings section (API tab) to use the Email Assistant. The key stays in this browser.'}
      </p>
      {!locked && (
        <Button className="mt-2" onClick={openGettingStarted}>
          <Rocket aria-hidden />
          GETTING STARTED
        </Button>
      )}
    </div>
  );
}
