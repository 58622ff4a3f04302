import { AlertTriangle } from 'lucide-react';

/** Shown where automations would need a mailbox, so the user links one before building them. */
export function NoAccountsWarning() {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      No email accounts connected. Automations are saved but won&apos;t execute until you connect an email account.
    </p>
  );
}
