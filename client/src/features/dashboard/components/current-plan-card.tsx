import { CalendarClock, CalendarDays, KeyRound, Undo2 } from 'lucide-react';
import type { PlanStatus, Subscription } from '@common/schemas/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SUCCESS_TEXT } from '../dashboard-types';
import { PLAN_LABELS, STATUS_LABELS, planOf, scheduledChangeText } from '../subscription';
import { formatDate } from '@/lib/preferences/date-format';
import { useLocale } from '@/lib/i18n/i18n';
import { translate, useT } from '../i18n';
import { planPrice } from '@/lib/i18n/number-format';

interface CurrentPlanCardProps {
  subscription: Subscription;
  /** Undo the scheduled change; absent when the user cannot (billing handled by the operator). */
  onResume?: () => void;
  resuming?: boolean;
}

const STATUS_VARIANTS: Record<PlanStatus, { variant: 'success' | 'destructive' | 'outline'; className?: string }> = {
  active: { variant: 'success', className: SUCCESS_TEXT },
  past_due: { variant: 'destructive' },
  cancelled: { variant: 'outline' },
};

function periodText(subscription: Subscription): string {
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return subscription.plan === 'free' ? translate('dashboard.plan.noPeriodFree') : translate('dashboard.plan.noPeriod');
}

/**
 * The next charge falls at the period end, unless the plan stops being paid then (cancelled, or a
 * move to Free is scheduled): then there is none.
 */
function nextBillingText(subscription: Subscription): string {
  const end = subscription.currentPeriodEnd;
  if (!end || subscription.plan === 'free' || subscription.status === 'cancelled')
    return translate('dashboard.plan.none');
  if (subscription.scheduledChange?.plan === 'free') return translate('dashboard.plan.none');
  return formatDate(end);
}

/** The plan the user is on, what it costs, its period, its status and any change waiting for the period end. */
export function CurrentPlanCard({ subscription, onResume, resuming }: CurrentPlanCardProps) {
  const t = useT();
  const locale = useLocale();
  const plan = planOf(subscription.plan);
  const status = STATUS_VARIANTS[subscription.status];
  const scheduled = scheduledChangeText(subscription);
  return (
    <section aria-labelledby="current-plan" className="grid gap-4 rounded-lg border bg-background p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="current-plan" className="font-mono text-xs font-bold tracking-[0.18em] text-muted-foreground">
            {t('dashboard.plan.current')}
          </h3>
          <p className="mt-1 font-mono text-2xl font-bold">{PLAN_LABELS[plan.id]}</p>
        </div>
        <Badge variant={status.variant} className={status.className}>
          {t(STATUS_LABELS[subscription.status])}
        </Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">{t('dashboard.plan.monthlyCost')}</dt>
          <dd className="font-mono text-lg font-semibold">
            {planPrice(plan.price, locale)}
            <span className="text-sm font-normal text-muted-foreground">{t('dashboard.plan.perMonth')}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('dashboard.plan.nextBilling')}</dt>
          <dd className="flex items-center gap-2 text-sm font-medium">
            <CalendarDays aria-hidden className="size-4 text-primary" />
            {nextBillingText(subscription)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('dashboard.plan.period')}</dt>
          <dd className="text-sm font-medium">{periodText(subscription)}</dd>
        </div>
      </dl>
      {scheduled && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/40 bg-accent p-3 text-sm text-accent-foreground">
          <p className="flex gap-2 font-medium">
            <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {scheduled}
          </p>
          {onResume && (
            <Button size="sm" variant="outline" onClick={onResume} disabled={resuming}>
              <Undo2 aria-hidden />
              {resuming ? t('dashboard.plan.undoing') : t('dashboard.plan.undo')}
              <span className="sr-only"> {t('dashboard.plan.undoTarget')}</span>
            </Button>
          )}
        </div>
      )}
      <p className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{t('dashboard.plan.keyNote')}</span>
      </p>
    </section>
  );
}
