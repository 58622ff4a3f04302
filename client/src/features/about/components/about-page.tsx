import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '../i18n';
import { PrinciplesSection } from './principles-section';
import { TechFoundation } from './tech-foundation';

export function AboutPage() {
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="font-mono text-xs font-bold tracking-widest text-primary">{t('about.tag')}</p>
        <h1 className="mt-3 font-mono text-3xl font-bold tracking-wider sm:text-4xl">{t('about.title')}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('about.lead')}</p>
      </header>

      <section aria-labelledby="mission-title" className="mt-16 rounded-lg border bg-card p-6 sm:p-8">
        <h2 id="mission-title" className="font-mono text-2xl font-bold tracking-wider">
          {t('about.mission.title')}
        </h2>
        <div className="mt-4 flex max-w-3xl flex-col gap-3 text-muted-foreground">
          <p>{t('about.mission.text', { count: LIBRARY_AGENT_COUNT })}</p>
          <p>{t('about.mission.control')}</p>
        </div>
      </section>

      <PrinciplesSection />
      <TechFoundation />

      <section aria-labelledby="about-cta-title" className="mt-16 rounded-lg border bg-accent p-8 text-center">
        <h2 id="about-cta-title" className="font-mono text-2xl font-bold tracking-wider text-accent-foreground">
          {t('about.cta.title')}
        </h2>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/library" className={buttonVariants({ size: 'lg' })}>
            {t('about.cta.library')}
          </Link>
          <Link href="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('about.cta.pricing')}
          </Link>
        </div>
      </section>
    </main>
  );
}
