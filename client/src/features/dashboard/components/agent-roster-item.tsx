import { Star } from 'lucide-react';
import { isCustomAgentId } from '@common/custom-agent-constants';
import type { AgentSummary } from '@common/schemas/agent';
import { Badge } from '@/components/ui/unmerged/badge';
import { joinClasses } from '@/lib/join-classes';
import { useT } from '../i18n';
import { useAgentText } from '@/lib/agent-text/use-agent-text';

interface AgentRosterItemProps {
  /** Prefix for element ids: the same agent can be in several lists. */
  listId: string;
  agent: AgentSummary;
  selected: boolean;
  favorite: boolean;
  onSelect: (agent: AgentSummary) => void;
  /** Absent for lists without favorites (the user's own agents). */
  onToggleFavorite?: (id: string) => void;
}

/**
 * One agent in the roster: the agent itself opens its chat, the star adds or removes it from
 * favorites. A user's own agent carries the CUSTOM mark, also read out with its name.
 */
function AgentRosterItem({ listId, agent, selected, favorite, onSelect, onToggleFavorite }: AgentRosterItemProps) {
  const t = useT();
  const agentText = useAgentText();
  const categoryId = `${listId}-${agent.id}-category`;
  const custom = isCustomAgentId(agent.id);
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        aria-label={agent.name}
        aria-describedby={categoryId}
        onClick={() => onSelect(agent)}
        className={joinClasses(
          'flex min-w-0 flex-1 flex-col rounded-md px-3 py-1.5 text-left transition-colors hover:bg-accent hover:text-accent-foreground',
          selected && 'bg-accent text-accent-foreground',
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium">{agent.name}</span>
          {custom && <Badge variant="outline">{t('dashboard.roster.customBadge')}</Badge>}
        </span>
        <span id={categoryId} className="truncate text-xs text-muted-foreground">
          {custom
            ? t('dashboard.roster.customCategory', { category: agentText.categoryTitle(agent.category) })
            : agentText.categoryTitle(agent.category)}
        </span>
      </button>
      {/* The name stays the same in both states (ARIA toggle pattern); aria-pressed says whether it is on. */}
      {onToggleFavorite && (
        <button
          type="button"
          aria-pressed={favorite}
          aria-label={t('dashboard.roster.favoriteLabel', { name: agent.name })}
          title={favorite ? t('dashboard.roster.removeFavorite') : t('dashboard.roster.addFavorite')}
          onClick={() => onToggleFavorite(agent.id)}
          className={joinClasses(
            'flex size-9 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-accent',
            favorite ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Star aria-hidden className={joinClasses('size-4', favorite && 'fill-current')} />
        </button>
      )}
    </li>
  );
}

interface AgentListProps {
  id: string;
  title: string;
  agents: AgentSummary[];
  selectedId: string | null;
  isFavorite: (id: string) => boolean;
  onSelect: (agent: AgentSummary) => void;
  onToggleFavorite?: (id: string) => void;
  empty?: string;
}

/** A titled list of roster items (FAVORITES, RECENT, all agents). */
export function AgentList({ id, title, agents, selectedId, isFavorite, empty, ...handlers }: AgentListProps) {
  return (
    <div>
      <h3 id={id} className="px-3 font-mono text-[11px] font-bold tracking-[0.18em] text-muted-foreground">
        {title}
      </h3>
      {agents.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-1 grid gap-0.5">
          {agents.map((agent) => (
            <AgentRosterItem
              key={agent.id}
              listId={id}
              agent={agent}
              selected={agent.id === selectedId}
              favorite={isFavorite(agent.id)}
              {...handlers}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
