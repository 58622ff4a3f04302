import { CalendarDays, KeyRound } from 'lucide-react';
import { formatPlanPrice, type Plan } from '@common/plans';
import { Badge } from '@/components/ui/badge';
import { SUCCESS_TEXT } from '../dashboard-types';
import { PLAN_LABELS, formatDate, type BillingPeriod } from '../subscription';

interface CurrentPlanCardProps {
  plan: Plan;
  period: BillingPeriod | null;
}

function periodText(plan: Plan, period: BillingPeriod | null): string {
  if (period) return `${formatDate(period.currentPeriodStart)} – ${formatDate(period.currentPeriodEnd)}`;
  return plan.price === 0 ? 'No billing period — Free plan' : 'No billing period yet';
}

/** The plan the user is on, what it costs, and when it is next billed. */
export function CurrentPlanCard({ plan, period }: CurrentPlanCardProps) {
  return (
    <section aria-labelledby="current-plan" className="grid gap-4 rounded-lg border bg-background p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="current-plan" className="font-mono text-xs font-bold tracking-[0.18em] text-muted-foreground">
            CURRENT PLAN
          </h3>
          <p className="mt-1 font-mono text-2xl font-bold">{PLAN_LABELS[plan.id]}</p>
        </div>
        <Badge variant="success" className={SUCCESS_TEXT}>
          ACTIVE
        </Badge>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">Monthly cost</dt>
          <dd className="font-mono text-lg font-semibold">
            {formatPlanPrice(plan.price)}
            <span className="text-sm font-normal text-muted-foreground">/month</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Next billing date</dt>
          <dd className="flex items-center gap-2 text-sm font-medium">
            <CalendarDays aria-hidden className="size-4 text-primary" />
            {period ? formatDate(period.nextBillingDate) : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Billing period</dt>
          <dd className="text-sm font-medium">{periodText(plan, period)}</dd>
        </div>
      </dl>
      <p className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Every request uses your own AI-provider API key. Provider usage is billed by your provider directly, and this
          platform imposes no usage limits.
        </span>
      </p>
    </section>
  );
}
