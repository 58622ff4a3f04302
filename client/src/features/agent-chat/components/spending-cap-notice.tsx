import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatUsd, type CapStatus } from '@/lib/spending-cap/budget';
import { cn } from '@/lib/cn';
import { useT } from '../i18n';
import { CAP_STRINGS as S, limitingMeter, whichBudget } from './spending-cap-strings';

export const RAISE_CAP_HREF = '/settings?tab=api#spending-cap';

function message(status: CapStatus): string {
  const meter = limitingMeter(status);
  if (!meter || status.level === 'ok' || status.level === 'none') return '';
  if (status.level === 'blocked')
    return status.oneMore ? `${S.blocked(whichBudget(status))} ${S.oneMoreAllowed}` : S.blocked(whichBudget(status));
  const pct = Math.min(99, Math.floor(meter.ratio * 100));
  return S.warning(pct, whichBudget(status), formatUsd(meter.remainingUsd));
}

/**
 * The cap's warning (from 80 %) and its stop (at 100 %) above the message box. The status region
 * is always in the page, so a screen reader hears the words the moment they appear.
 */
export function SpendingCapNotice({ status, onOneMore }: { status: CapStatus | null; onOneMore: () => void }) {
  useT(); // re-renders the notice's words when the language changes
  const text = status ? message(status) : '';
  const blocked = status?.level === 'blocked' && !status.oneMore;
  return (
    <div
      className={cn(
        text && 'flex flex-wrap items-center gap-2 border-t px-3 py-2 text-sm sm:px-4',
        blocked ? 'bg-destructive/10' : text && 'bg-muted',
      )}
      data-testid="spending-cap-notice"
    >
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={cn('flex items-center gap-2', !text && 'sr-only')}
      >
        {text && <AlertTriangle className="size-4 shrink-0" aria-hidden />}
        {text}
      </p>
      {blocked && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={RAISE_CAP_HREF}>{S.raise}</Link>
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" size="sm">
                {S.sendOneMore}
              </Button>
            }
            title={S.confirmTitle}
            description={S.confirmBody}
            cancelLabel={S.cancel}
            confirmLabel={S.confirm}
            onConfirm={onOneMore}
          />
        </div>
      )}
    </div>
  );
}
