import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import { buttonVariants } from '@/components/ui/button-variants';
import { useT } from '../i18n';
import { ComparisonTable } from './comparison-table';
import { PlanAction } from './plan-action';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { WhyPro } from './why-pro';

export function PricingPage() {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-mono text-xs font-bold tracking-widest text-primary">{t('pricing.tag')}</p>
        <h1 className="mt-3 font-mono text-3xl font-bold tracking-wider sm:text-4xl">{t('pricing.title')}</h1>
        <p className="mt-4 text-muted-foreground">{t('pricing.lead')}</p>
      </header>

      <section aria-labelledby="plans-title" className="mt-12">
        <h2 id="plans-title" className="sr-only">
          {t('pricing.plans')}
        </h2>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </section>

      <ComparisonTable />
      <WhyPro />

      <section
        aria-labelledby="pricing-cta-title"
        className="mt-20 rounded-lg border border-primary/40 bg-accent p-8 text-center text-accent-foreground"
      >
        <h2 id="pricing-cta-title" className="font-mono text-2xl font-bold tracking-wider">
          {t('pricing.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl">{t('pricing.cta.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <PlanAction label={t('pricing.cta.create')} />
          <Link href="/library" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('pricing.cta.library')}
          </Link>
        </div>
      </section>

      <PricingFaq />
    </main>
  );
}
