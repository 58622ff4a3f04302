import { Bot, Clock, CreditCard, LayoutDashboard, Link2, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { joinClasses } from '@/lib/join-classes';
import { STORAGE_KEYS } from '@/lib/storage';
import type { DashboardSection } from '../dashboard-types';
import type { DashboardModel } from '../hooks/use-dashboard';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { useT, type DashboardKey } from '../i18n';
import { AgentRoster } from './agent-roster';
import { MenuItem, MenuSection } from './menu-section';

interface DashboardMenuProps {
  model: DashboardModel;
  /** Small screens: a choice only counts as selected while its modal is open. */
  showsSelection: boolean;
  className?: string;
}

const ENTRIES = {
  profile: { label: 'dashboard.menu.profile', icon: UserRound },
  'linked-accounts': { label: 'dashboard.menu.linkedAccounts', icon: Link2 },
  'my-agents': { label: 'dashboard.menu.myAgents', icon: Bot },
  subscription: { label: 'dashboard.menu.subscription', icon: CreditCard },
  overview: { label: 'dashboard.menu.overview', icon: LayoutDashboard },
  'recent-activity': { label: 'dashboard.menu.recentActivity', icon: Clock },
} as const satisfies Record<DashboardSection, { label: DashboardKey; icon: unknown }>;

/** The left-hand menu: account sections, quick actions and the agent roster. */
export function DashboardMenu({ model, showsSelection, className }: DashboardMenuProps) {
  const t = useT();
  const [quickActionsExpanded, toggleQuickActions] = useStoredFlag(STORAGE_KEYS.quickActionsExpanded);
  const [agentsExpanded, toggleAgents] = useStoredFlag(STORAGE_KEYS.agentSectionExpanded);

  const item = (section: DashboardSection) => (
    <MenuItem
      key={section}
      icon={ENTRIES[section].icon}
      label={t(ENTRIES[section].label)}
      active={showsSelection && model.section === section}
      onSelect={() => model.selectSection(section)}
    />
  );

  return (
    <nav aria-label={t('dashboard.menu.label')} className={joinClasses('rounded-lg border bg-card px-2', className)}>
      <MenuSection id="menu-user" title={t('dashboard.menu.userManagement')}>
        <ul className="grid gap-0.5">
          {(['profile', 'linked-accounts', 'my-agents'] as const).map(item)}
          {/* The console is for admins; the server checks every call it makes. */}
          {model.user.isAdmin && (
            <li>
              <Link
                href="/admin"
                className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
                {t('dashboard.menu.adminConsole')}
              </Link>
            </li>
          )}
        </ul>
      </MenuSection>
      <MenuSection id="menu-subscription" title={t('dashboard.menu.subscriptionManagement')}>
        <ul className="grid gap-0.5">{item('subscription')}</ul>
      </MenuSection>
      <MenuSection
        id="menu-quick-actions"
        title={t('dashboard.menu.quickActions')}
        collapsible={{ expanded: quickActionsExpanded, onToggle: toggleQuickActions }}
      >
        <ul className="grid gap-0.5">{(['overview', 'recent-activity'] as const).map(item)}</ul>
      </MenuSection>
      <MenuSection
        id="menu-agents"
        title={t('dashboard.menu.availableAgents')}
        collapsible={{ expanded: agentsExpanded, onToggle: toggleAgents }}
      >
        <AgentRoster model={model} showsSelection={showsSelection} />
      </MenuSection>
    </nav>
  );
}
