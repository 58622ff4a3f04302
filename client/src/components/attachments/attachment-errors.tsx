import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from './i18n';

/** Why files were refused: an alert region (read out as messages appear) with a Dismiss button. */
export function AttachmentErrors({ errors, onDismiss }: { errors: readonly string[]; onDismiss: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="empty:hidden">
      {errors.length > 0 && (
        <div className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <ul className="grid flex-1 gap-1">
            {errors.map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </ul>
          <Button type="button" variant="ghost" size="sm" className="h-6 px-2 text-xs" onClick={onDismiss}>
            {t('attachments.dismiss')}
          </Button>
        </div>
      )}
    </div>
  );
}
