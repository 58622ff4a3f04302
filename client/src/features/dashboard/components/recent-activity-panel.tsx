import { ChevronRight, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/unmerged/badge';
import type { DashboardModel } from '../hooks/use-dashboard';
import { useT } from '../i18n';
import { PanelState } from './panel-state';
import { useAgentText } from '@/lib/agent-text/use-agent-text';

/** RECENT ACTIVITY: the agents used most recently, each one click from its chat. */
export function RecentActivityPanel({ model }: { model: DashboardModel }) {
  const t = useT();
  const agentText = useAgentText();
  const agents = model.recent.agents;
  if (agents.length === 0) {
    return (
      <PanelState icon={Clock} title={t('dashboard.recent.emptyTitle')}>
        {t('dashboard.recent.emptyText')}
      </PanelState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
      {agents.map((agent) => (
        <li key={agent.id}>
          <button
            type="button"
            onClick={() => model.selectAgent(agent)}
            aria-labelledby={`recent-${agent.id}-name`}
            aria-describedby={`recent-${agent.id}-category recent-${agent.id}-description`}
            className="group flex h-full w-full flex-col gap-2 rounded-lg border bg-background p-4 text-left transition-colors hover:border-primary/60"
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span id={`recent-${agent.id}-name`} className="font-semibold">
                {agent.name}
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground group-hover:text-primary" />
            </span>
            <Badge id={`recent-${agent.id}-category`} variant="outline" className="self-start">
              {agentText.categoryTitle(agent.category)}
            </Badge>
            <span id={`recent-${agent.id}-description`} className="text-sm text-muted-foreground">
              {agent.description}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
