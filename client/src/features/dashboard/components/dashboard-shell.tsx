import { LayoutGrid } from 'lucide-react';
import type { SessionUser } from '@common/schemas/auth';
import { VIEW_TITLES, isTabView, type DashboardSlots } from '../dashboard-types';
import { useDashboard } from '../hooks/use-dashboard';
import { useDashboardSectionParams } from '../hooks/use-dashboard-query-params';
import { useT } from '../i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { DashboardHeader } from './dashboard-header';
import { DashboardMenu } from './dashboard-menu';
import { PanelContent } from './panel-content';
import { PastDueBanner } from './past-due-banner';
import { SectionModal } from './section-modal';

const PANEL_ID = 'dashboard-panel';
const PROMPT_ID = 'dashboard-menu-prompt';

interface DashboardShellProps {
  user: SessionUser;
  slots: DashboardSlots;
}

/** Wide screens: menu and panel side by side. Below 1024 px: the menu, and each choice in a modal. */
export function DashboardShell({ user, slots }: DashboardShellProps) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 1024px)');
  const model = useDashboard(user);
  useDashboardSectionParams({ plan: user.plan, onSection: model.selectSection });
  const title = VIEW_TITLES[model.view];
  const tabShown = isTabView(model.view) && (wide || model.open) ? model.view : null;

  const header = (
    <DashboardHeader
      firstName={user.firstName}
      selectedTab={tabShown}
      onSelectTab={model.selectTab}
      panelId={wide ? PANEL_ID : undefined}
    />
  );

  if (wide) {
    return (
      <main id="main" className="mx-auto w-full max-w-[1600px] px-6 py-6">
        {/*
          The menu starts at the top of the page, beside the dashboard header rather than below it,
          so a menu as tall as the window minus the site header fits the window before the page is
          scrolled as well as once it sticks (below it, the bottom of the menu was off-screen at
          1280 × 800 until the page scrolled). The header stays first in reading order.
        */}
        <div className="grid grid-cols-[20rem_minmax(0,1fr)] items-start gap-x-6">
          <div className="col-start-2 row-start-1 min-w-0">
            {header}
            <PastDueBanner className="mt-6" />
          </div>
          <DashboardMenu
            model={model}
            showsSelection
            className="sticky top-20 col-start-1 row-span-2 row-start-1 max-h-[calc(100dvh-6rem)] overflow-y-auto"
          />
          <section
            id={PANEL_ID}
            role={tabShown ? 'tabpanel' : undefined}
            aria-labelledby={`${PANEL_ID}-title`}
            className="col-start-2 row-start-2 mt-6 min-w-0 rounded-lg border bg-card p-6"
          >
            <h2 id={`${PANEL_ID}-title`} className="mb-5 font-mono text-sm font-bold tracking-[0.18em] text-primary">
              {title}
            </h2>
            <PanelContent model={model} slots={slots} />
          </section>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-4">
      {header}
      <PastDueBanner className="mt-4" />
      {!model.open && (
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-dashed bg-card p-4">
          <LayoutGrid aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h2 id={PROMPT_ID} tabIndex={-1} className="font-mono text-sm font-bold tracking-wider">
              {t('dashboard.shell.menuTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.shell.menuHint')}</p>
          </div>
        </div>
      )}
      <DashboardMenu model={model} showsSelection={model.open} className="mt-4" />
      <SectionModal open={model.open} title={title} onClose={model.close} fallbackFocusId={PROMPT_ID}>
        <PanelContent model={model} slots={slots} />
      </SectionModal>
    </main>
  );
}
