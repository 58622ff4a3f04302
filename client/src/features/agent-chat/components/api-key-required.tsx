import { AlertTriangle } from 'lucide-react';
import { UnlockKeyForm } from './unlock-key-form';

/** Shown instead of a working chat when there is no usable key (and no all access). */
export function ApiKeyRequired({ locked }: { locked: boolean }) {
  return (
    <div className="m-3 grid gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm sm:m-4">
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span>
          <strong className="font-mono font-bold tracking-wide text-destructive">API Key Required</strong>
          <span className="block text-foreground">
            {locked
              ? 'Your saved API key is encrypted. Enter your passphrase to unlock it for this session.'
              : 'Configure your API key in Profile & Settings (API tab) to chat with this agent.'}
          </span>
        </span>
      </p>
      {locked && <UnlockKeyForm />}
    </div>
  );
}
