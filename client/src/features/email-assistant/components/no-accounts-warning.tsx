import { AlertTriangle } from 'lucide-react';
import { useT } from '../i18n';

/** Shown where automations would need a mailbox, so the user links one before building them. */
export function NoAccountsWarning() {
  const t = useT();
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      {t('email-assistant.noAccounts.warning')}
    </p>
  );
}
