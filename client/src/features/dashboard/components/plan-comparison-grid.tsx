import { Check } from 'lucide-react';
import { planFeatureLists } from '@common/plan-features';
import { PLANS, type Plan } from '@common/plans';
import type { Subscription } from '@common/schemas/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useChangePlan } from '../api/billing';
import { PLAN_LABELS, planOf, planRelation } from '../subscription';
import { DowngradePlanDialog } from './downgrade-plan-dialog';
import { formatDate } from '@/lib/preferences/date-format';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../i18n';
import { planPrice } from '@/lib/i18n/number-format';

interface PlanComparisonGridProps {
  subscription: Subscription;
  /** The operator changes plans: the grid still compares them, without buttons. */
  manual: boolean;
}

/** An upgrade applies at once; a first paid plan is paid for on the provider's Checkout page. */
function UpgradeButton({ target }: { target: Plan }) {
  const t = useT();
  const change = useChangePlan();
  const label = PLAN_LABELS[target.id];
  const upgrade = () =>
    change.mutate(target.id, {
      onSuccess: (result) => {
        if (result.redirectUrl) return;
        toast({
          title: t('dashboard.upgrade.toastTitle'),
          description: t('dashboard.upgrade.toastText', { plan: label }),
        });
      },
      onError: (err) =>
        toast({
          title: t('dashboard.upgrade.failedTitle'),
          description: errorMessage(err, t('dashboard.billing.changeFailed')),
          variant: 'destructive',
        }),
    });
  // Stays busy after a Checkout address came back, while the browser leaves for it.
  const busy = change.isPending || Boolean(change.data?.redirectUrl);
  return (
    <Button className="w-full" onClick={upgrade} disabled={busy}>
      {busy ? t('dashboard.grid.upgrading') : t('dashboard.grid.upgrade')}
      <span className="sr-only"> {t('dashboard.grid.toPlan', { plan: label })}</span>
    </Button>
  );
}

/** Every plan side by side: the user's plan is CURRENT, the others UPGRADE (dearer) or DOWNGRADE (cheaper). */
export function PlanComparisonGrid({ subscription, manual }: PlanComparisonGridProps) {
  const t = useT();
  const locale = useLocale();
  const current = planOf(subscription.plan);
  const scheduled = subscription.scheduledChange;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {PLANS.map((plan) => {
        const relation = planRelation(current, plan);
        const label = PLAN_LABELS[plan.id];
        return (
          <li
            key={plan.id}
            aria-label={label}
            className={cn(
              'flex flex-col gap-3 rounded-lg border bg-background p-5',
              relation === 'current' && 'border-primary ring-1 ring-primary',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-mono text-base font-bold">{label}</h4>
              {plan.popular && (
                <Badge variant="outline" className="whitespace-nowrap">
                  {t('dashboard.grid.mostPopular')}
                </Badge>
              )}
            </div>
            <p>
              <span className="font-mono text-2xl font-bold">{planPrice(plan.price, locale)}</span>
              <span className="text-sm text-muted-foreground">{t('dashboard.plan.perMonth')}</span>
            </p>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            <ul className="grid gap-1.5 text-sm" aria-label={t('dashboard.grid.includes', { plan: label })}>
              {planFeatureLists(plan.id).features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto grid gap-2 pt-2">
              {scheduled?.plan === plan.id && relation !== 'current' && (
                <p className="text-center text-xs text-muted-foreground">
                  {t('dashboard.grid.startsOn', { date: formatDate(scheduled.effectiveAt) })}
                </p>
              )}
              {relation === 'current' ? (
                <Badge className="h-10 w-full justify-center">{t('dashboard.grid.current')}</Badge>
              ) : manual ? (
                <Badge variant="outline" className="h-10 w-full justify-center">
                  {relation === 'upgrade' ? t('dashboard.grid.upgrade') : t('dashboard.grid.downgrade')}
                </Badge>
              ) : relation === 'upgrade' ? (
                <UpgradeButton target={plan} />
              ) : (
                <DowngradePlanDialog subscription={subscription} target={plan} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
