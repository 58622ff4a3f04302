import { Link } from 'wouter';
import { PLANS } from '@common/plans';
import { buttonVariants } from '@/components/ui/button';
import { ComparisonTable } from './comparison-table';
import { PlanAction } from './plan-action';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { WhyPro } from './why-pro';

export function PricingPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-mono text-xs font-bold tracking-widest text-primary">SUBSCRIPTION PLANS</p>
        <h1 className="mt-3 font-mono text-3xl font-bold tracking-wider sm:text-4xl">PRICING</h1>
        <p className="mt-4 text-muted-foreground">
          Simple monthly plans for the platform. You bring your own AI-provider API key, and your provider bills you
          directly for usage. No contracts, no cancellation fees.
        </p>
      </header>

      <section aria-labelledby="plans-title" className="mt-12">
        <h2 id="plans-title" className="sr-only">
          Plans
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
          READY TO DEPLOY?
        </h2>
        <p className="mx-auto mt-3 max-w-xl">
          Create an account, add your API key and start working with specialist agents in about 2 minutes.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <PlanAction label="CREATE ACCOUNT" />
          <Link href="/library" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            BROWSE AGENT LIBRARY
          </Link>
        </div>
      </section>

      <PricingFaq />
    </main>
  );
}
