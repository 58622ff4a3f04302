import { ShieldCheck, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { usePublicConfig } from '@/lib/public-config';
import { useT } from './i18n';
import { Logo } from './logo';

const headingClass = 'mb-3 font-mono text-xs font-bold tracking-widest text-foreground';
const linkClass = 'text-sm text-muted-foreground hover:text-primary';

export function Footer() {
  const t = useT();
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('layout.foot.tagline')}</p>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-[11px] font-bold tracking-wider text-success">
              <ShieldCheck className="size-3.5" aria-hidden /> {t('layout.foot.soc2')}
            </span>
            <span className="inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-[11px] font-bold tracking-wider text-primary">
              <Lock className="size-3.5" aria-hidden /> {t('layout.foot.aes')}
            </span>
          </div>
        </div>
        <nav aria-label={t('layout.foot.platform')}>
          <h2 className={headingClass}>{t('layout.foot.platform')}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/library">
                {t('layout.title.library')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/dashboard">
                {t('layout.title.dashboard')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/pricing">
                {t('layout.title.pricing')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/about">
                {t('layout.title.about')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('layout.foot.support')}>
          <h2 className={headingClass}>{t('layout.foot.support')}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/faqs">
                {t('layout.title.faqs')}
              </Link>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${config?.supportEmail ?? ''}`}>
                {t('layout.foot.contact')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={config?.docsUrl} target="_blank" rel="noopener noreferrer">
                {t('layout.foot.docs')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={config?.statusUrl} target="_blank" rel="noopener noreferrer">
                {t('layout.foot.status')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('layout.foot.legalNav')}>
          <h2 className={headingClass}>{t('layout.foot.legal')}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/privacy-policy">
                {t('layout.title.privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/terms-of-service">
                {t('layout.title.terms')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/security">
                {t('layout.title.security')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/data-handling">
                {t('layout.title.data')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row">
          <p>{t('layout.foot.rights', { year })}</p>
          <p className="flex gap-4">
            <a
              className="hover:text-primary"
              href="https://github.com/agentops"
              target="_blank"
              rel="noopener noreferrer"
            >
              GitHub
            </a>
            <a
              className="hover:text-primary"
              href="https://replit.com/@agentops"
              target="_blank"
              rel="noopener noreferrer"
            >
              Replit
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
