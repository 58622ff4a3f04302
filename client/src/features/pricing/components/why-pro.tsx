import { CalendarClock, ChartColumn, Headset, Mail, Sparkles, type LucideIcon } from 'lucide-react';
import { PLANS } from '@common/plans';
import { PlanAction } from './plan-action';
import { useT } from '../i18n';
import { planCta } from '../plan-text';

// Icons follow the order of the Pro plan's value propositions in common/plans.ts.
const ICONS: LucideIcon[] = [CalendarClock, Mail, ChartColumn, Headset];

export function WhyPro() {
  const t = useT();
  const pro = PLANS.find((p) => p.id === 'pro');
  if (!pro?.valuePropositions) return null;
  return (
    <section aria-labelledby="why-pro-title" className="mt-20">
      <div className="flex items-center gap-3">
        <Sparkles className="size-6 text-primary" aria-hidden />
        <h2 id="why-pro-title" className="font-mono text-2xl font-bold tracking-wider">
          {t('pricing.whyPro.title')}
        </h2>
      </div>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('pricing.whyPro.lead')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {pro.valuePropositions.map((vp, i) => {
          const n = (i + 1) as 1 | 2 | 3 | 4;
          const Icon = ICONS[i] ?? Sparkles;
          return (
            <li key={vp.title} className="flex gap-4 rounded-lg border bg-card p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-mono text-base font-bold tracking-wide">{t(`pricing.whyPro.${n}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`pricing.whyPro.${n}.text`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">
        <PlanAction plan={pro} label={planCta(t, pro)} className="w-full sm:w-auto" />
      </div>
    </section>
  );
}
