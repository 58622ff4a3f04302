import { BarChart3, Check } from 'lucide-react';
import { Link } from 'wouter';
import { planIncluding } from '@common/entitlements';
import { PLANS } from '@common/plans';
import { buttonVariants } from '@/components/ui/button';
import { useLocale } from '@/lib/i18n/i18n';
import { planPrice } from '@/lib/i18n/number-format';
import { useT } from '../i18n';
import { SettingsSection } from './settings-section';

/** The dashboard opens Billing & Plans for this section parameter. */
export const SUBSCRIPTION_PATH = '/dashboard?section=subscription';

const INCLUDED = [
  'settings.upgrade.included1',
  'settings.upgrade.included2',
  'settings.upgrade.included3',
  'settings.upgrade.included4',
] as const;

/** What a plan without analytics sees in their place: what they are, the plan that has them, the way there. */
export function UsageUpgradePanel() {
  const plan = PLANS.find((p) => p.id === planIncluding('analytics'));
  const name = plan?.name ?? 'Pro';
  const t = useT();
  const locale = useLocale();
  // FEATURE_NAMES.analytics in English.
  const feature = t('settings.feature.analytics');
  return (
    <SettingsSection
      title={t('settings.analytics.title')}
      icon={<BarChart3 className="size-4 text-primary" aria-hidden />}
      description={t('settings.upgrade.description', { feature, plan: name })}
    >
      <div className="grid gap-4">
        <ul className="grid gap-2 text-sm" aria-label={t('settings.upgrade.includesLabel', { feature })}>
          {INCLUDED.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {t(item)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Link href={SUBSCRIPTION_PATH} className={buttonVariants()}>
            {t('settings.upgrade.button', { plan: name.toUpperCase() })}
          </Link>
          {plan && (
            <span className="text-sm text-muted-foreground">
              {t('settings.upgrade.pricePerMonth', { price: planPrice(plan.price, locale) })}
            </span>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
