import { Check, X } from 'lucide-react';
import { PASSWORD_MIN } from '@common/schemas/auth';
import { cn } from '@/lib/cn';

function Rule({ met, children }: { met: boolean; children: string }) {
  const Icon = met ? Check : X;
  return (
    <li className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
      <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
    </li>
  );
}

/** PASSWORD REQUIREMENTS of the reset step; "Passwords match" appears once the confirmation has content. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  return (
    <div className="rounded-md border bg-muted/40 p-3" id="reset-requirements">
      <p className="mb-2 font-mono text-xs font-semibold tracking-wider">PASSWORD REQUIREMENTS</p>
      <ul className="grid gap-1 text-sm">
        <Rule met={password.length >= PASSWORD_MIN}>At least 8 characters</Rule>
        {confirm.length > 0 && <Rule met={password === confirm}>Passwords match</Rule>}
      </ul>
    </div>
  );
}
