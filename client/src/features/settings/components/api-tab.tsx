import { CheckCircle2, ExternalLink, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useStoredApiKey } from '../hooks/use-stored-api-key';
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

export function ApiTab() {
  const { value, change, valid, mode } = useStoredApiKey();
  return (
    <div className="grid gap-6">
      <SettingsSection
        title="API CONFIGURATION"
        icon={<KeyRound className="size-4 text-primary" aria-hidden />}
        description="Your OpenAI API key is kept in this browser and used to chat with your agents."
      >
        <div className="grid gap-4">
          <FormField
            id="api-key"
            label="OpenAI API key"
            hint={
              valid ? (
                <span className="inline-flex items-center gap-1 text-success">
                  <CheckCircle2 className="size-3.5" aria-hidden />
                  Valid format: saved on this device
                </span>
              ) : (
                "Enter your API key starting with 'sk-'"
              )
            }
          >
            <PasswordInput
              id="api-key"
              aria-describedby="api-key-hint"
              placeholder="sk-..."
              autoComplete="off"
              spellCheck={false}
              toggleLabel="Show API key"
              className="font-mono"
              value={value}
              onChange={(e) => change(e.target.value)}
            />
          </FormField>
          <a
            href="https://platform.openai.com/api-keys"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Get API Key
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {mode === 'encrypted' && (
            <p className="text-sm text-muted-foreground">
              Your saved key is encrypted with a passphrase. A new key entered here replaces it and is kept in this
              browser without encryption.
            </p>
          )}
        </div>
      </SettingsSection>
      <SessionPanel />
    </div>
  );
}
