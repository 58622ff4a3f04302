import { AlertTriangle, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/unmerged/button';
import { joinClasses } from '@/lib/join-classes';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useBillingPortal, useSubscription } from '../api/billing';
import { useT } from '../i18n';

/**
 * Shown across the dashboard while the last payment has failed, so the user hears of it before the
 * plan lapses. Nothing at all otherwise, including while the subscription loads or if it cannot be
 * read (the subscription screen reports that).
 */
export function PastDueBanner({ className }: { className?: string }) {
  const t = useT();
  const { data: subscription } = useSubscription();
  const portal = useBillingPortal();
  if (subscription?.status !== 'past_due') return null;
  const openPortal = () =>
    portal.mutate(undefined, {
      onError: (err) =>
        toast({
          title: t('dashboard.billing.portalUnavailable'),
          description: errorMessage(err, t('dashboard.billing.portalFailed')),
          variant: 'destructive',
        }),
    });
  const canOpenPortal = subscription.provider === 'stripe' && subscription.portalAvailable;
  return (
    <section
      aria-labelledby="past-due-title"
      className={joinClasses(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm',
        className,
      )}
    >
      <div className="flex gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <h2 id="past-due-title" className="font-mono font-bold tracking-wider text-destructive">
            {t('dashboard.pastDue.title')}
          </h2>
          <p className="mt-1">
            {t('dashboard.pastDue.text')}
            {!canOpenPortal && subscription.provider === 'manual' && <> {t('dashboard.billing.manual')}</>}
          </p>
        </div>
      </div>
      {canOpenPortal && (
        <Button variant="destructive" size="sm" onClick={openPortal} disabled={portal.isPending}>
          <Wallet aria-hidden />
          {t('dashboard.billing.updatePayment')}
        </Button>
      )}
    </section>
  );
}
