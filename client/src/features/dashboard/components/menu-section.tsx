import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinClasses } from '@/lib/join-classes';

interface MenuSectionProps {
  id: string;
  title: string;
  /** Collapsible sections get a heading button with aria-expanded. */
  collapsible?: { expanded: boolean; onToggle: () => void };
  children: ReactNode;
}

const headingClass = 'font-mono text-xs font-bold tracking-[0.18em] text-muted-foreground';

export function MenuSection({ id, title, collapsible, children }: MenuSectionProps) {
  const contentId = `${id}-content`;
  const expanded = collapsible?.expanded ?? true;
  return (
    <div className="border-b py-4 last:border-b-0">
      <h2 className={joinClasses(headingClass, !collapsible && 'px-3')}>
        {collapsible ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={collapsible.onToggle}
            className="flex w-full items-center justify-between rounded-md px-3 py-1 text-left hover:text-foreground"
          >
            {title}
            <ChevronDown
              aria-hidden
              className={joinClasses('size-4 transition-transform', !expanded && '-rotate-90')}
            />
          </button>
        ) : (
          title
        )}
      </h2>
      <div id={contentId} hidden={!expanded} className="mt-2">
        {children}
      </div>
    </div>
  );
}

interface MenuItemProps {
  icon: LucideIcon;
  label: string;
  active: boolean;
  onSelect: () => void;
}

export function MenuItem({ icon: Icon, label, active, onSelect }: MenuItemProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        onClick={onSelect}
        className={joinClasses(
          'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
          active && 'bg-accent text-accent-foreground',
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </button>
    </li>
  );
}
