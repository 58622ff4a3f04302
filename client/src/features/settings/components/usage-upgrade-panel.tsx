import { BarChart3, Check } from 'lucide-react';
import { Link } from 'wouter';
import { FEATURE_NAMES, planIncluding } from '@common/entitlements';
import { formatPlanPrice, PLANS } from '@common/plans';
import { buttonVariants } from '@/components/ui/button';
import { SettingsSection } from './settings-section';

/** The dashboard opens Billing & Plans for this section parameter. */
export const SUBSCRIPTION_PATH = '/dashboard?section=subscription';

const INCLUDED = [
  'Requests, tokens and estimated cost for every day and every agent',
  'Charts over any range up to a year, with 7, 30 and 90-day presets',
  'A per-agent table of requests, tokens and cost',
  'CSV export of the chosen range',
];

/** What a plan without analytics sees in their place: what they are, the plan that has them, the way there. */
export function UsageUpgradePanel() {
  const plan = PLANS.find((p) => p.id === planIncluding('analytics'));
  const name = plan?.name ?? 'Pro';
  return (
    <SettingsSection
      title="ANALYTICS"
      icon={<BarChart3 className="size-4 text-primary" aria-hidden />}
      description={`${FEATURE_NAMES.analytics} is part of the ${name} plan.`}
    >
      <div className="grid gap-4">
        <ul className="grid gap-2 text-sm" aria-label={`${FEATURE_NAMES.analytics} includes`}>
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Link href={SUBSCRIPTION_PATH} className={buttonVariants()}>
            UPGRADE TO {name.toUpperCase()}
          </Link>
          {plan && (
            <span className="text-sm text-muted-foreground">
              {formatPlanPrice(plan.price)}/{plan.period}
            </span>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
