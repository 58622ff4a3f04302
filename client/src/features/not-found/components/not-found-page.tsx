import { AlertTriangle, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../i18n';

export function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('not-found.title')} · AgentOps`;
    return () => {
      document.title = previous;
    };
  }, [t, locale]);

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 flex size-16 items-center justify-center rounded-full border border-destructive/40 bg-destructive/10">
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
      </div>
      <p className="mb-2 font-mono text-sm font-bold tracking-widest text-destructive">{t('not-found.code')}</p>
      <h1 className="font-mono text-3xl font-bold tracking-wider sm:text-4xl">{t('not-found.title')}</h1>
      <p className="mt-4 leading-7 text-muted-foreground">{t('not-found.text')}</p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        <Home aria-hidden />
        {t('not-found.home')}
      </Link>
    </main>
  );
}
