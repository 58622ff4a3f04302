import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { richText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import { LEGAL_LAST_UPDATED } from '../policy-figures';
import { useDateFormat } from '@/lib/preferences/date-format';
import { useT } from '../i18n';

export interface LegalSection {
  /** Anchor id, also the target of the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalLayoutProps {
  title: string;
  icon: LucideIcon;
  /** One or two sentences under the title saying what the page covers. */
  summary: ReactNode;
  sections: LegalSection[];
  lastUpdated?: string;
}

const LEGAL_PAGES = [
  { href: '/privacy-policy', label: 'legal.pages.privacyPolicy' },
  { href: '/terms-of-service', label: 'legal.pages.termsOfService' },
  { href: '/security', label: 'legal.pages.security' },
  { href: '/data-handling', label: 'legal.pages.dataHandling' },
] as const;

// Section bodies are plain JSX (p, ul, strong, a); one set of descendant styles keeps them consistent.
const proseClass = cn(
  'space-y-4 text-[15px] leading-7 text-foreground',
  '[&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-5 [&>ul>li]:pl-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
);

export function LegalLayout({
  title,
  icon: Icon,
  summary,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: LegalLayoutProps) {
  const t = useT();
  const [pathname] = useLocation();
  const format = useDateFormat();
  const documentTitle = t('legal.layout.documentTitle', { title });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-8 border-b pb-8">
        <p className="mb-3 inline-flex items-center gap-2 font-mono text-xs font-bold tracking-widest text-primary">
          <Icon className="size-4" aria-hidden />
          {t('legal.layout.eyebrow')}
        </p>
        <h1 className="font-mono text-2xl font-bold tracking-wider uppercase sm:text-4xl">{title}</h1>
        <p className="mt-3 font-mono text-sm text-muted-foreground">
          {richText(t('legal.layout.lastUpdated'), [
            <time key="date" dateTime={lastUpdated}>
              {format.date(lastUpdated)}
            </time>,
          ])}
        </p>
        <div className="mt-4 max-w-3xl text-base leading-7 text-foreground">{summary}</div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-toc-label" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-lg border bg-card p-4">
            <p id="legal-toc-label" className="mb-3 font-mono text-xs font-bold tracking-widest text-muted-foreground">
              {t('legal.layout.contents')}
            </p>
            <ol className="space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded px-2 py-1.5 text-foreground hover:bg-accent hover:text-accent-foreground"
                  >
                    <span className="font-mono text-primary" aria-hidden>
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 pb-10"
            >
              <h2
                id={`${section.id}-heading`}
                className="mb-4 font-mono text-lg font-bold tracking-wider uppercase sm:text-xl"
              >
                <span className="mr-3 text-primary" aria-hidden>
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <div className={proseClass}>{section.content}</div>
            </section>
          ))}

          <nav aria-label={t('legal.layout.otherPoliciesLabel')} className="border-t pt-6">
            <p className="mb-3 font-mono text-xs font-bold tracking-widest text-muted-foreground">
              {t('legal.layout.otherPolicies')}
            </p>
            <ul className="flex flex-wrap gap-2">
              {LEGAL_PAGES.filter((page) => page.href !== pathname).map((page) => (
                <li key={page.href}>
                  <Link
                    href={page.href}
                    className="inline-flex rounded-md border px-3 py-2 font-mono text-sm font-semibold tracking-wide hover:bg-accent hover:text-accent-foreground"
                  >
                    {t(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
