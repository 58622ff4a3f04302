import { BookOpen, HelpCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory } from '../faq-entries';
import { FaqItem } from './faq-item';
import { useT } from '../i18n';

type Filter = 'ALL' | FaqCategory;
const FILTERS: readonly Filter[] = ['ALL', ...FAQ_CATEGORIES];

export function FaqPage() {
  const t = useT();
  const { data: config } = usePublicConfig();
  const [filter, setFilter] = useState<Filter>('ALL');
  // Indexes into FAQ_ENTRIES, so an open answer stays open when the filter changes.
  const [openItems, setOpenItems] = useState<ReadonlySet<number>>(() => new Set());

  const visible = FAQ_ENTRIES.map((entry, index) => ({ entry, index })).filter(
    ({ entry }) => filter === 'ALL' || entry.category === filter,
  );

  function toggle(index: number) {
    setOpenItems((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <p className="mb-3 inline-flex items-center gap-2 font-mono text-xs font-bold tracking-widest text-primary">
          <HelpCircle className="size-4" aria-hidden />
          {t('faq.tag')}
        </p>
        <h1 className="font-mono text-3xl font-bold tracking-wider sm:text-4xl">{t('faq.title')}</h1>
        <p className="mt-3 max-w-2xl leading-7 text-muted-foreground">{t('faq.lead')}</p>
      </header>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t('faq.filter')} className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <Button
              key={option}
              type="button"
              size="sm"
              variant={filter === option ? 'default' : 'outline'}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
              className="tracking-wider"
            >
              {t(`faq.category.${option}`)}
            </Button>
          ))}
        </div>
        <p role="status" className="font-mono text-sm text-muted-foreground">
          {t('faq.count', { count: visible.length })}
        </p>
      </div>

      <ul className="flex flex-col gap-3">
        {visible.map(({ entry, index }) => (
          <FaqItem
            key={index}
            id={`faq-${index}`}
            entry={entry}
            open={openItems.has(index)}
            onToggle={() => toggle(index)}
          />
        ))}
      </ul>

      <section aria-labelledby="faq-help-heading" className="mt-12 rounded-lg border bg-card p-6 text-center sm:p-8">
        <h2 id="faq-help-heading" className="font-mono text-lg font-bold tracking-wider">
          {t('faq.help.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl leading-7 text-muted-foreground">{t('faq.help.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <a href={config?.supportEmail ? `mailto:${config.supportEmail}` : undefined}>
              <Mail aria-hidden />
              {t('faq.help.contact')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={config?.docsUrl} target="_blank" rel="noopener noreferrer">
              <BookOpen aria-hidden />
              {t('faq.help.docs')}
              <span className="sr-only">{t('faq.help.newTab')}</span>
            </a>
          </Button>
        </div>
      </section>
    </main>
  );
}
