import { ArrowRight } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import type { AgentSummary } from '@common/schemas/agent';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { CARD_CLASSES } from '@/components/ui/card-classes';
import { useT } from '../i18n';

/** The library shows this many capabilities per agent, then "+N more", so cards stay one size. */
const VISIBLE_CAPABILITIES = 3;

interface AgentCardProps {
  agent: AgentSummary;
  onOpen: (agent: AgentSummary) => void;
}

/**
 * The "Open in Dashboard" button is the one real control, so keyboard and screen-reader users get a
 * single, well-named target; clicking anywhere else on the card is a pointer convenience that does
 * the same thing (no nested interactive elements, no second tab stop).
 */
export function AgentCard({ agent, onOpen }: AgentCardProps) {
  const t = useT();
  const titleId = useId();
  const shown = agent.capabilities.slice(0, VISIBLE_CAPABILITIES);
  const hidden = agent.capabilities.length - shown.length;

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // The button handles its own clicks; text being selected is not a request to navigate.
    if ((event.target as HTMLElement).closest('button, a')) return;
    if (window.getSelection()?.toString()) return;
    onOpen(agent);
  };

  return (
    // Card's and Button's classes joined without their class merger (tailwind-merge), which the
    // library's first load leaves out: none of these conflict (library-classes.test.tsx).
    <div
      role="article"
      aria-labelledby={titleId}
      onClick={onCardClick}
      className={clsx(
        CARD_CLASSES,
        'group flex h-full cursor-pointer flex-col gap-4 p-5 transition-colors hover:border-primary/60 focus-within:border-primary/60',
      )}
    >
      <div className="flex flex-col gap-1.5">
        <h3
          id={titleId}
          className="font-mono text-base font-bold tracking-wide text-foreground group-hover:text-primary"
        >
          {agent.name}
        </h3>
        <p className="text-sm text-muted-foreground">{agent.description}</p>
      </div>

      <div className="rounded-md border bg-background/60 p-3">
        <h4 className="mb-1 font-mono text-[11px] font-bold tracking-widest text-muted-foreground uppercase">
          {t('library.card.howTo')}
        </h4>
        <p className="text-sm text-foreground">{agent.usageInstructions}</p>
      </div>

      <div>
        <h4 className="mb-2 font-mono text-[11px] font-bold tracking-widest text-muted-foreground uppercase">
          {t('library.card.capabilities')}
        </h4>
        <ul className="flex flex-wrap gap-1.5">
          {shown.map((capability) => (
            <li
              key={capability}
              className="rounded border border-primary/30 bg-primary/10 px-2 py-0.5 text-xs text-foreground"
            >
              {capability}
            </li>
          ))}
          {hidden > 0 && (
            <li className="rounded border px-2 py-0.5 font-mono text-xs text-muted-foreground">
              {t('library.card.more', { count: hidden })}
            </li>
          )}
        </ul>
      </div>

      <button className={clsx(buttonVariants(), 'mt-auto w-full')} onClick={() => onOpen(agent)}>
        {t('library.card.open')}
        <span className="sr-only">{t('library.card.openName', { name: agent.name })}</span>
        <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
      </button>
    </div>
  );
}
