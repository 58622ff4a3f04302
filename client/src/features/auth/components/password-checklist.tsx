import { Check, X } from 'lucide-react';
import { PASSWORD_MIN } from '@common/schemas/auth';
import { cn } from '@/lib/cn';
import { useT } from '../i18n';

function Rule({ met, children }: { met: boolean; children: string }) {
  const t = useT();
  const Icon = met ? Check : X;
  return (
    <li className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
      <span className="sr-only">{met ? t('auth.checklist.met') : t('auth.checklist.notMet')}</span>
    </li>
  );
}

/** PASSWORD REQUIREMENTS of the reset step; "Passwords match" appears once the confirmation has content. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const t = useT();
  return (
    <div className="rounded-md border bg-muted/40 p-3" id="reset-requirements">
      <p className="mb-2 font-mono text-xs font-semibold tracking-wider">{t('auth.checklist.title')}</p>
      <ul className="grid gap-1 text-sm">
        <Rule met={password.length >= PASSWORD_MIN}>{t('auth.checklist.minLength', { count: PASSWORD_MIN })}</Rule>
        {confirm.length > 0 && <Rule met={password === confirm}>{t('auth.checklist.match')}</Rule>}
      </ul>
    </div>
  );
}
