import { Mail, Search, Settings2, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EMAIL_ASSISTANT } from '@common/agents/email-assistant';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { LIBRARY_PLAN, TIER_LABELS } from '../agent-access';
import { SUCCESS_TEXT } from '../dashboard-types';
import { ALL_CATEGORIES, distinctCategories, filterAgents } from '../agent-filter';
import type { DashboardModel } from '../hooks/use-dashboard';
import { RECENT_SHOWN } from '../hooks/use-recent-agents';
import { AgentList } from './agent-roster-item';

const TIER_BADGE = { 'all-access': 'success', premium: 'default', demo: 'outline' } as const;

interface AgentRosterProps {
  model: DashboardModel;
  /** Whether the current view counts as selected (on small screens only while its modal is open). */
  showsSelection: boolean;
}

/** YOUR AVAILABLE AGENTS: tier, search and category filters, the Email Assistant, favorites, recent, all. */
export function AgentRoster({ model, showsSelection }: AgentRosterProps) {
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
        <Badge variant={TIER_BADGE[access.tier]} className={cn(access.tier === 'all-access' && SUCCESS_TEXT)}>
          {TIER_LABELS[access.tier]}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {agents.length + customAgents.length + 1} agents available
        </span>
      </div>

      <div role="search" aria-label="Filter agents" className="grid gap-2 px-2">
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search agents..."
            aria-label="Search agents"
            className="pl-9"
          />
        </div>
        <NativeSelect value={category} onChange={(e) => setCategory(e.target.value)} aria-label="Agent category">
          <option value={ALL_CATEGORIES}>All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>

      <button
        type="button"
        aria-current={emailSelected ? 'true' : undefined}
        onClick={() => model.selectTab('email-assistant')}
        className={cn(
          'mx-1 flex items-center gap-3 rounded-md border border-primary/40 px-3 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground',
          emailSelected && 'bg-accent text-accent-foreground',
        )}
      >
        <Mail aria-hidden className="size-5 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{EMAIL_ASSISTANT.name}</span>
        <Badge>FLAGSHIP</Badge>
      </button>

      {favorites.agents.length > 0 && (
        <AgentList id="roster-favorites" title="FAVORITES" agents={favorites.agents} {...listProps} />
      )}
      {recent.agents.length > 0 && (
        <AgentList id="roster-recent" title="RECENT" agents={recent.agents.slice(0, RECENT_SHOWN)} {...listProps} />
      )}
      {access.customAgents && (
        <div className="grid gap-1">
          {customAgents.length > 0 && (
            <AgentList
              id="roster-custom"
              title="MY AGENTS"
              agents={shownCustom}
              empty="No agents of yours match your search."
              {...listProps}
              onToggleFavorite={undefined}
            />
          )}
          <Button
            size="sm"
            variant="ghost"
            className="mx-2 justify-start"
            onClick={() => model.selectSection('my-agents')}
          >
            <Settings2 aria-hidden />
            {customAgents.length > 0 ? 'Manage my agents' : 'Create your own agent'}
          </Button>
        </div>
      )}
      <AgentList
        id="roster-all"
        title="ALL AGENTS"
        agents={shown}
        empty="No agents match your search."
        {...listProps}
      />

      {access.tier === 'demo' && (
        <div className="mx-2 grid gap-2 rounded-md border border-dashed px-3 py-2">
          <p className="text-xs text-muted-foreground">More agents available with Premium Access</p>
          <Button size="sm" variant="outline" onClick={model.showPlans}>
            <Sparkles aria-hidden />
            UPGRADE TO {LIBRARY_PLAN.toUpperCase()}
          </Button>
        </div>
      )}
    </div>
  );
}
