import { ShieldCheck } from 'lucide-react';
import { useT } from '../i18n';

/**
 * Reassures before linking: OAuth 2.0, passwords never stored; and, truthfully, what app passwords
 * mean, since those are a password the server does keep.
 */
export function SecurityNote() {
  const t = useT();
  return (
    <div className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p>
          <strong className="font-semibold">{t('linked-accounts.security.lead')}</strong>{' '}
          {t('linked-accounts.security.leadRest')}
        </p>
        <p className="text-muted-foreground">{t('linked-accounts.security.appPasswords')}</p>
      </div>
    </div>
  );
}
