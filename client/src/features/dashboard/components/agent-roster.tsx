import type { AgentCategory } from '@common/schemas/agent';
import { Mail, Search, Settings2, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EMAIL_ASSISTANT } from '@common/agents/email-assistant';
import { Badge } from '@/components/ui/unmerged/badge';
import { Button } from '@/components/ui/unmerged/button';
import { Input } from '@/components/ui/unmerged/input';
import { NativeSelect } from '@/components/ui/unmerged/native-select';
import { joinClasses } from '@/lib/join-classes';
import { LIBRARY_PLAN, TIER_LABELS } from '../agent-access';
import { ALL_CATEGORIES, distinctCategories, filterAgents } from '../agent-filter';
import type { DashboardModel } from '../hooks/use-dashboard';
import { RECENT_SHOWN } from '../hooks/use-recent-agents';
import { useT } from '../i18n';
import { AgentList } from './agent-roster-item';
import { MANAGE_AGENTS_BUTTON_CLASSES, TIER_BADGE_CLASSES } from './roster-classes';
import { useAgentText } from '@/lib/agent-text/use-agent-text';

interface AgentRosterProps {
  model: DashboardModel;
  /** Whether the current view counts as selected (on small screens only while its modal is open). */
  showsSelection: boolean;
}

/** YOUR AVAILABLE AGENTS: tier, search and category filters, the Email Assistant, favorites, recent, all. */
export function AgentRoster({ model, showsSelection }: AgentRosterProps) {
  const t = useT();
  const agentText = useAgentText();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { access, agents, customAgents, favorites, recent } = model;
  const categories = useMemo(() => distinctCategories(agents), [agents]);
  const shown = useMemo(() => filterAgents(agents, search, category), [agents, search, category]);
  const shownCustom = useMemo(() => filterAgents(customAgents, search, category), [customAgents, search, category]);
  const selectedId = showsSelection && model.view === 'agents' ? (model.agent?.id ?? null) : null;
  const emailSelected = showsSelection && model.view === 'email-assistant';
  const listProps = {
    selectedId,
    isFavorite: favorites.isFavorite,
    onSelect: model.selectAgent,
    onToggleFavorite: favorites.toggle,
  };

  return (
    <div className="grid gap-4 px-1">
      <div className="flex items-center justify-between gap-2 px-2">
        <span className={TIER_BADGE_CLASSES[access.tier]}>{t(TIER_LABELS[access.tier])}</span>
        <span className="text-xs text-muted-foreground">
          {t('dashboard.roster.available', { count: agents.length + customAgents.length + 1 })}
        </span>
      </div>

      <div role="search" aria-label={t('dashboard.roster.filter')} className="grid gap-2 px-2">
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('dashboard.roster.searchPlaceholder')}
            aria-label={t('dashboard.roster.searchLabel')}
            className="pl-9"
          />
        </div>
        <NativeSelect
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          aria-label={t('dashboard.roster.category')}
        >
          <option value={ALL_CATEGORIES}>{t('dashboard.roster.allCategories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {agentText.categoryTitle(c as AgentCategory)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <button
        type="button"
        aria-current={emailSelected ? 'true' : undefined}
        onClick={() => model.selectTab('email-assistant')}
        className={joinClasses(
          'mx-1 flex items-center gap-3 rounded-md border border-primary/40 px-3 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground',
          emailSelected && 'bg-accent text-accent-foreground',
        )}
      >
        <Mail aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{agentText.name(EMAIL_ASSISTANT)}</span>
        <Badge>{t('dashboard.roster.flagship')}</Badge>
      </button>

      {favorites.agents.length > 0 && (
        <AgentList
          id="roster-favorites"
          title={t('dashboard.roster.favorites')}
          agents={favorites.agents}
          {...listProps}
        />
      )}
      {recent.agents.length > 0 && (
        <AgentList
          id="roster-recent"
          title={t('dashboard.roster.recent')}
          agents={recent.agents.slice(0, RECENT_SHOWN)}
          {...listProps}
        />
      )}
      {access.customAgents && (
        <div className="grid gap-1">
          {customAgents.length > 0 && (
            <AgentList
              id="roster-custom"
              title={t('dashboard.roster.myAgents')}
              agents={shownCustom}
              empty={t('dashboard.roster.noOwnMatch')}
              {...listProps}
              onToggleFavorite={undefined}
            />
          )}
          <button className={MANAGE_AGENTS_BUTTON_CLASSES} onClick={() => model.selectSection('my-agents')}>
            <Settings2 aria-hidden />
            {customAgents.length > 0 ? t('dashboard.roster.manage') : t('dashboard.roster.create')}
          </button>
        </div>
      )}
      <AgentList
        id="roster-all"
        title={t('dashboard.roster.all')}
        agents={shown}
        empty={t('dashboard.roster.noMatch')}
        {...listProps}
      />

      {access.tier === 'demo' && (
        <div className="mx-2 grid gap-2 rounded-md border border-dashed px-3 py-2">
          <p className="text-xs text-muted-foreground">{t('dashboard.roster.more')}</p>
          <Button size="sm" variant="outline" onClick={model.showPlans}>
            <Sparkles aria-hidden />
            {t('dashboard.upgradeTo', { plan: LIBRARY_PLAN.toUpperCase() })}
          </Button>
        </div>
      )}
    </div>
  );
}
