import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { planIncluding } from '@common/entitlements';
import { LIBRARY_AGENT_COUNT, STARTER_AGENT_COUNT } from '@common/plan-features';
import { PLANS, type PlanId } from '@common/plans';
import { cn } from '@/lib/cn';

// The numbers and plan names come from the entitlement table, as on the cards above.
const planName = (id: PlanId) => PLANS.find((p) => p.id === id)?.name ?? id;

const QUESTIONS = [
  {
    question: 'Do I need my own API key?',
    answer:
      'Yes. Every plan uses your own AI-provider API key, so you control usage and cost. The key stays in your browser; we store it, encrypted, only if you choose it for agent automations.',
  },
  {
    question: 'Who bills me for AI usage?',
    answer:
      'Your AI provider bills you directly for usage, typically about $0.002 per message. Your subscription here is billed monthly and covers the platform only; we impose no usage limits of our own.',
  },
  {
    question: 'Can I change plans at any time?',
    answer: 'Yes. Upgrades apply immediately. Downgrades take effect at the start of your next billing cycle.',
  },
  {
    question: 'Are there contracts or cancellation fees?',
    answer:
      'No. There are no contracts and no cancellation fees. Basic and Pro can be cancelled at any time, and you keep access until the end of the current billing period.',
  },
  {
    question: 'What does the Free plan include?',
    answer: `The Free plan includes ${STARTER_AGENT_COUNT} starter agents for manual use with your own key. Upgrade to ${planName(planIncluding('full_library'))} for the full library of ${LIBRARY_AGENT_COUNT} agents and conversation export, or to ${planName(planIncluding('automations'))} for automation.`,
  },
  {
    question: 'Which plan includes email automation?',
    answer: `${planName(planIncluding('automations'))}. It adds automated agents (scheduled, recurring and auto-generated reports) and email automation through your linked mailboxes.`,
  },
];

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
          <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4 text-sm text-muted-foreground">
        {answer}
      </div>
    </li>
  );
}

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mt-20">
      <h2 id="pricing-faq-title" className="font-mono text-2xl font-bold tracking-wider">
        PRICING FAQ
      </h2>
      <ul className="mt-6 flex flex-col gap-3">
        {QUESTIONS.map((q) => (
          <FaqItem key={q.question} {...q} />
        ))}
      </ul>
    </section>
  );
}
