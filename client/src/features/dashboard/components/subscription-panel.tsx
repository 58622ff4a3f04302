import { Check, History, Wallet } from 'lucide-react';
import type { Plan } from '@common/plans';
import type { SessionUser } from '@common/schemas/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { PLAN_LABELS, billingPeriodOf, formatDate, planOf } from '../subscription';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PlanComparisonGrid } from './plan-comparison-grid';

const sectionTitle = 'font-mono text-sm font-bold tracking-wider';

function billingNotConnected() {
  toast({
    title: 'Billing Not Connected',
    description: 'Online billing is not connected yet. Provider usage is billed by your AI provider directly.',
  });
}

function changePlan(plan: Plan, direction: 'upgrade' | 'downgrade') {
  const label = PLAN_LABELS[plan.id];
  if (direction === 'upgrade') {
    toast({ title: 'Upgrade Initiated', description: `Redirecting to upgrade to ${label} plan...` });
  } else {
    toast({
      title: 'Downgrade Requested',
      description: `Downgrades to the ${label} plan take effect at the next billing cycle.`,
    });
  }
}

/** BILLING & PLANS: the current plan, its features, every plan compared, and billing actions. */
export function SubscriptionPanel({ user }: { user: SessionUser }) {
  const plan = planOf(user.plan);
  const period = billingPeriodOf(user);
  const label = PLAN_LABELS[plan.id];
  return (
    <div className="grid gap-8">
      <CurrentPlanCard plan={plan} period={period} />

      <section aria-labelledby="plan-features">
        <h3 id="plan-features" className={sectionTitle}>
          {label.toUpperCase()} PLAN FEATURES
        </h3>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compare-plans">
        <h3 id="compare-plans" className={sectionTitle}>
          COMPARE PLANS
        </h3>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">
          Upgrades apply immediately; downgrades at the next billing cycle. No contracts or cancellation fees.
        </p>
        <PlanComparisonGrid current={plan} onChange={changePlan} />
      </section>

      <section aria-labelledby="billing-actions">
        <h3 id="billing-actions" className={sectionTitle}>
          BILLING
        </h3>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="outline" onClick={billingNotConnected}>
            <Wallet aria-hidden />
            UPDATE PAYMENT METHOD
          </Button>
          <Button variant="outline" onClick={billingNotConnected}>
            <History aria-hidden />
            VIEW BILLING HISTORY
          </Button>
          {plan.price > 0 && (
            <CancelSubscriptionDialog
              planLabel={label}
              periodEnd={period ? formatDate(period.currentPeriodEnd) : null}
            />
          )}
        </div>
      </section>
    </div>
  );
}
