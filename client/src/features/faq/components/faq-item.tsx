import { ChevronDown } from 'lucide-react';
import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/i18n';
import type { FaqEntry } from '../faq-entries';
import { useT } from '../i18n';

export interface FaqItemProps {
  id: string;
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}

/** One disclosure of the accordion (WAI-ARIA pattern: heading > button controlling the answer panel). */
export function FaqItem({ id, entry, open, onToggle }: FaqItemProps) {
  const t = useT();
  const locale = useLocale();
  // What a typical message costs at the provider (US dollars), written as the language writes money.
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }).format(
    0.002,
  );
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li className={cn('rounded-lg border bg-card transition-colors', open && 'border-primary/60')}>
      <h2 className="text-base">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-lg p-4 text-left hover:bg-accent/50 sm:p-5"
        >
          <span className="flex min-w-0 flex-col gap-1.5">
            {/* The active filter already tells assistive tech the category; the button name stays the question. */}
            <span className="font-mono text-[11px] font-bold tracking-widest text-primary" aria-hidden>
              {t(`faq.category.${entry.category}`)}
            </span>
            <span className="font-semibold leading-6 text-foreground">{t(entry.question)}</span>
          </span>
          <ChevronDown
            className={cn(
              'mt-5 size-5 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180 text-primary',
            )}
            aria-hidden
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-4 pb-5 leading-7 text-foreground sm:px-5">
        <p className="border-t pt-4">{t(entry.answer, { count: LIBRARY_AGENT_COUNT, price })}</p>
      </div>
    </li>
  );
}
