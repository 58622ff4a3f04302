import { KeyRound, Mail } from 'lucide-react';
import { useApiKey } from '@/lib/api-key';
import { useSession } from '@/lib/session';

/**
 * Stands in for the email assistant until its own issue builds it, already honouring the
 * specification's API KEY REQUIRED state (admins and all-access users need no key of their own).
 */
export function EmailAssistantPlaceholder() {
  const { isValid } = useApiKey();
  const { user } = useSession();
  const allAccess = Boolean(user?.isAdmin || user?.allAccess);
  const keyMissing = !isValid && !allAccess;
  const Icon = keyMissing ? KeyRound : Mail;
  return (
    <div className="flex min-h-[18rem] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center sm:p-10">
      <Icon className="size-10 text-primary" aria-hidden />
      <h3 className="font-mono text-lg font-bold tracking-wider">
        {keyMissing ? 'API KEY REQUIRED' : 'AI EMAIL ASSISTANT'}
      </h3>
      <p className="max-w-md text-sm text-muted-foreground">
        {keyMissing
          ? 'Configure your AI-provider API key in the Profile & Settings section (API tab) to use the Email Assistant.'
          : 'The Email Assistant (compose, analyze, templates, automations, drafts and insights) is coming with its own issue.'}
      </p>
    </div>
  );
}
