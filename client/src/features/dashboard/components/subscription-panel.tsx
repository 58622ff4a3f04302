import { useId } from 'react';
import { Check, History, Info, RefreshCw, Wallet } from 'lucide-react';
import { planFeatureLists } from '@common/plan-features';
import type { Subscription } from '@common/schemas/billing';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useBillingPortal, useResumeSubscription, useSubscription } from '../api/billing';
import { useT } from '../i18n';
import { PLAN_LABELS, periodEndText, planOf } from '../subscription';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PlanComparisonGrid } from './plan-comparison-grid';

const sectionTitle = 'font-mono text-sm font-bold tracking-wider';

/** The operator's sentence in place of the buttons that would reach a billing provider. */
export function ManualBillingNote() {
  const t = useT();
  return (
    <p className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t('dashboard.billing.manual')}</span>
    </p>
  );
}

function BillingActions({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const portal = useBillingPortal();
  const hintId = useId();
  const label = PLAN_LABELS[subscription.plan];
  const openPortal = () =>
    portal.mutate(undefined, {
      onError: (err) =>
        toast({
          title: t('dashboard.billing.portalUnavailable'),
          description: errorMessage(err, t('dashboard.billing.portalFailed')),
          variant: 'destructive',
        }),
    });
  // A cancellation already on its way needs no second one; undo is on the plan card.
  const cancellable = subscription.plan !== 'free' && subscription.scheduledChange?.plan !== 'free';
  const portalProps = {
    variant: 'outline' as const,
    onClick: openPortal,
    disabled: !subscription.portalAvailable || portal.isPending,
    'aria-describedby': subscription.portalAvailable ? undefined : hintId,
  };
  return (
    <div className="mt-3 grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button {...portalProps}>
          <Wallet aria-hidden />
          {t('dashboard.billing.updatePayment')}
        </Button>
        <Button {...portalProps}>
          <History aria-hidden />
          {t('dashboard.billing.history')}
        </Button>
        {cancellable && <CancelSubscriptionDialog planLabel={label} periodEnd={periodEndText(subscription)} />}
      </div>
      {!subscription.portalAvailable && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('dashboard.billing.portalHint')}
        </p>
      )}
    </div>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const resume = useResumeSubscription();
  const manual = subscription.provider === 'manual';
  const plan = planOf(subscription.plan);
  const label = PLAN_LABELS[plan.id];
  const undo = () =>
    resume.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('dashboard.billing.undoneTitle'),
          description: t('dashboard.billing.undoneText', { plan: label }),
        }),
      onError: (err) =>
        toast({
          title: t('dashboard.billing.notUndoneTitle'),
          description: errorMessage(err, t('dashboard.billing.notUndoneText')),
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-8">
      <CurrentPlanCard subscription={subscription} onResume={manual ? undefined : undo} resuming={resume.isPending} />

      <section aria-labelledby="plan-features">
        <h3 id="plan-features" className={sectionTitle}>
          {t('dashboard.billing.features', { plan: label.toUpperCase() })}
        </h3>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {planFeatureLists(plan.id).features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compare-plans">
        <h3 id="compare-plans" className={sectionTitle}>
          {t('dashboard.billing.compare')}
        </h3>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">{t('dashboard.billing.compareText')}</p>
        <PlanComparisonGrid subscription={subscription} manual={manual} />
      </section>

      <section aria-labelledby="billing-actions">
        <h3 id="billing-actions" className={sectionTitle}>
          {t('dashboard.billing.title')}
        </h3>
        {manual ? (
          <div className="mt-3">
            <ManualBillingNote />
          </div>
        ) : (
          <BillingActions subscription={subscription} />
        )}
      </section>
    </div>
  );
}

/** BILLING & PLANS: the current plan, its features, every plan compared, and billing actions. */
export function SubscriptionPanel() {
  const t = useT();
  const query = useSubscription();
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 font-mono text-sm text-muted-foreground">
        <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
        {t('dashboard.billing.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <ErrorBox>{errorMessage(query.error, t('dashboard.billing.loadFailed'))}</ErrorBox>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden />
          {t('dashboard.billing.retry')}
        </Button>
      </div>
    );
  }
  return <SubscriptionDetails subscription={query.data} />;
}
