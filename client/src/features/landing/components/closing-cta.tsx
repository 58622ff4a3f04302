import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button-variants';
import { useT } from '../i18n';

export function ClosingCta() {
  const t = useT();
  return (
    <section aria-labelledby="closing-title" className="my-12 rounded-lg border bg-accent p-8 text-center sm:p-12">
      <h2 id="closing-title" className="font-mono text-2xl font-bold tracking-wider text-accent-foreground">
        {t('landing.cta.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-accent-foreground">{t('landing.cta.text')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/dashboard" className={buttonVariants({ size: 'lg' })}>
          {t('landing.cta.begin')}
          <ArrowRight aria-hidden />
        </Link>
        <Link href="/about" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('landing.cta.more')}
          {/* Says where the link goes to screen readers and crawlers; the button reads as before. */}
          <span className="sr-only"> {t('landing.cta.moreWhat')}</span>
        </Link>
      </div>
    </section>
  );
}
