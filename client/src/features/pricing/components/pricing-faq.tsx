import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { planIncluding } from '@common/entitlements';
import { LIBRARY_AGENT_COUNT, STARTER_AGENT_COUNT } from '@common/plan-features';
import { PLANS, type PlanId } from '@common/plans';
import { joinClasses } from '@/lib/join-classes';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../i18n';
import { formatMessageCost } from '../plan-text';

// The numbers and plan names come from the entitlement table, as on the cards above.
const planName = (id: PlanId) => PLANS.find((p) => p.id === id)?.name ?? id;

const QUESTIONS = ['apiKey', 'billing', 'change', 'contracts', 'free', 'automation'] as const;

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-lg border bg-card">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 rounded-lg p-4 text-left font-mono text-sm font-bold tracking-wide hover:text-primary"
        >
          {question}
          <ChevronDown
            className={joinClasses('size-4 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4 text-sm text-muted-foreground">
        {answer}
      </div>
    </li>
  );
}

export function PricingFaq() {
  const t = useT();
  const locale = useLocale();
  const values = {
    price: formatMessageCost(locale),
    starter: STARTER_AGENT_COUNT,
    count: LIBRARY_AGENT_COUNT,
    library: planName(planIncluding('full_library')),
    automation: planName(planIncluding('automations')),
  };
  return (
    <section aria-labelledby="pricing-faq-title" className="mt-20">
      <h2 id="pricing-faq-title" className="font-mono text-2xl font-bold tracking-wider">
        {t('pricing.faq.title')}
      </h2>
      <ul className="mt-6 flex flex-col gap-3">
        {QUESTIONS.map((q) => (
          <FaqItem key={q} question={t(`pricing.faq.${q}.q`)} answer={t(`pricing.faq.${q}.a`, values)} />
        ))}
      </ul>
    </section>
  );
}
