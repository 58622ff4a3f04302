import { AlertTriangle } from 'lucide-react';
import { useT } from '../i18n';
import { UnlockKeyForm } from './unlock-key-form';

/** Shown instead of a working chat when there is no usable key (and no all access). */
export function ApiKeyRequired({ locked }: { locked: boolean }) {
  const t = useT();
  return (
    <div className="m-3 grid gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm sm:m-4">
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span>
          <strong className="font-mono font-bold tracking-wide text-destructive">
            {t('agent-chat.keyRequired.title')}
          </strong>
          <span className="block text-foreground">
            {locked ? t('agent-chat.keyRequired.locked') : t('agent-chat.keyRequired.configure')}
          </span>
        </span>
      </p>
      {locked && <UnlockKeyForm />}
    </div>
  );
}
