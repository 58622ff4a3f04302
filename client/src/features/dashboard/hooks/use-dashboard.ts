import { useCallback, useMemo } from 'react';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import type { AgentSummary } from '@common/schemas/agent';
import type { SessionUser } from '@common/schemas/auth';
import { useApiKey } from '@/lib/api-key';
import { agentAccess } from '../agent-access';
import { agentsForTier } from '../agent-filter';
import { useDashboardQueryParams } from './use-dashboard-query-params';
import { useDashboardSelection } from './use-dashboard-selection';
import { useFavorites } from './use-favorites';
import { useRecentAgents } from './use-recent-agents';

/** Everything the dashboard's menu and panels read and do, in one object. */
export function useDashboard(user: SessionUser) {
  const { isValid } = useApiKey();
  const access = agentAccess(user, isValid);
  const agents = useMemo(() => agentsForTier(AGENTS, access.tier), [access.tier]);
  const favorites = useFavorites();
  const recent = useRecentAgents();
  const selection = useDashboardSelection();
  const { record } = recent;
  const { selectAgent: showAgent, selectTab } = selection;

  const selectAgent = useCallback(
    (agent: AgentSummary) => {
      record(agent.id);
      showAgent(agent);
    },
    [record, showAgent],
  );

  useDashboardQueryParams({ onAgent: selectAgent, onEmailAssistant: () => selectTab('email-assistant') });

  return { user, access, agents, favorites, recent, ...selection, selectAgent };
}

export type DashboardModel = ReturnType<typeof useDashboard>;
