import { Bot, Mail } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { joinClasses } from '@/lib/join-classes';
import { SUCCESS_TEXT, type DashboardTab } from '../dashboard-types';
import { useT, type DashboardKey } from '../i18n';

const TABS = [
  { id: 'email-assistant', label: 'dashboard.header.tab.emailAssistant', icon: Mail },
  { id: 'agents', label: 'dashboard.header.tab.agents', icon: Bot },
] as const satisfies readonly { id: DashboardTab; label: DashboardKey; icon: unknown }[];

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;

// The selected tab's color replaces the others' muted one: written out, as the first screen has
// no class merger to drop the muted color (lib/join-classes.ts).
const TAB_BASE =
  'inline-flex items-center justify-center gap-2 rounded px-2 py-2 font-mono text-xs sm:px-4 font-semibold tracking-wider';
const TAB_CLASSES = {
  other: `${TAB_BASE} text-muted-foreground transition-colors hover:text-foreground`,
  selected: `${TAB_BASE} transition-colors hover:text-foreground bg-background text-primary shadow`,
};

interface DashboardHeaderProps {
  firstName: string | null;
  /** The tab on show, or null while a menu section (or nothing, on small screens) is. */
  selectedTab: DashboardTab | null;
  onSelectTab: (tab: DashboardTab) => void;
  /** Id of the panel the selected tab shows, when that panel is on the page. */
  panelId?: string;
}

export function DashboardHeader({ firstName, selectedTab, onSelectTab, panelId }: DashboardHeaderProps) {
  const t = useT();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrows move between the tabs; Enter or Space opens one (on small screens that opens a modal).
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[(next + TABS.length) % TABS.length]?.focus();
  };

  return (
    <div className="flex flex-col gap-4 border-b pb-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold tracking-wider sm:text-3xl">{t('dashboard.header.title')}</h1>
          <p
            className={joinClasses(
              'inline-flex items-center gap-2 rounded border border-success/40 bg-success/10 px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider',
              SUCCESS_TEXT,
            )}
          >
            <span aria-hidden className="size-2 animate-pulse rounded-full bg-success" />
            <span className="sr-only">{t('dashboard.header.statusLabel')} </span>
            <span>{t('dashboard.header.operational')}</span>
          </p>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {firstName ? t('dashboard.header.welcomeName', { name: firstName }) : t('dashboard.header.welcome')}{' '}
          {t('dashboard.header.tagline')}
        </p>
      </div>
      <div
        role="tablist"
        aria-label={t('dashboard.header.tabs')}
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1 lg:inline-grid"
      >
        {TABS.map((tab, index) => {
          const selected = selectedTab === tab.id;
          const focusable = selected || (selectedTab === null && index === 0);
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={focusable ? 0 : -1}
              onClick={() => onSelectTab(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={selected ? TAB_CLASSES.selected : TAB_CLASSES.other}
            >
              <tab.icon aria-hidden className="size-4" />
              {t(tab.label)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
