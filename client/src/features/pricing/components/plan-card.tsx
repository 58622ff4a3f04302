import { Check, X } from 'lucide-react';
import { planFeatureLists } from '@common/plan-features';
import type { Plan } from '@common/plans';
import { useLocale } from '@/lib/i18n/i18n';
import { planPrice } from '@/lib/i18n/number-format';
import { joinClasses } from '@/lib/join-classes';
import { useT } from '../i18n';
import { planCta, planDescription, rowText } from '../plan-text';
import { PlanAction } from './plan-action';
import { POPULAR_BADGE_CLASSES } from './pricing-classes';

export function PlanCard({ plan }: { plan: Plan }) {
  const t = useT();
  const locale = useLocale();
  const titleId = `plan-${plan.id}-title`;
  // Every line comes from the entitlement table, so the card lists all the plan gives and no more.
  const { features, limitations } = planFeatureLists(plan.id);
  return (
    <article
      aria-labelledby={titleId}
      className={joinClasses(
        'relative flex flex-col rounded-lg border bg-card p-6 text-card-foreground',
        // A ring rather than a thicker border: the card keeps its size, so the buttons stay level.
        plan.popular ? 'border-primary shadow-lg ring-1 shadow-primary/10 ring-primary' : 'shadow-sm',
      )}
    >
      {plan.popular && <span className={POPULAR_BADGE_CLASSES}>{t('pricing.card.popular')}</span>}
      <h3 id={titleId} className="font-mono text-xl font-bold tracking-wider">
        {plan.name}
      </h3>
      {/* Three columns at 768 px leave little room: a smaller price there, and "per month" kept whole. */}
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1">
        <span className="font-mono text-4xl font-bold md:text-2xl lg:text-4xl">{planPrice(plan.price, locale)}</span>
        <span className="text-sm whitespace-nowrap text-muted-foreground">
          {t(`pricing.card.per.${plan.period}` as const)}
        </span>
      </p>
      <p className="mt-3 text-sm text-muted-foreground">{planDescription(t, plan)}</p>
      <ul className="mt-6 flex flex-col gap-2.5 text-sm" aria-label={t('pricing.card.includes', { plan: plan.name })}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>{rowText(t, feature)}</span>
          </li>
        ))}
      </ul>
      {limitations.length > 0 && (
        <ul
          className="mt-4 flex flex-col gap-2.5 text-sm text-muted-foreground"
          aria-label={t('pricing.card.limits', { plan: plan.name })}
        >
          {limitations.map((limitation) => (
            <li key={limitation} className="flex gap-2">
              <X className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{rowText(t, limitation)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <PlanAction
          plan={plan}
          label={planCta(t, plan)}
          variant={plan.popular ? 'default' : 'outline'}
          className="w-full"
        />
      </div>
    </article>
  );
}
