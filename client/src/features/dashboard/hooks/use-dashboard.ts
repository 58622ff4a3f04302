import { useCallback, useMemo } from 'react';
import { AGENT_ROSTER as AGENTS } from '@common/agents/roster';
import { isCustomAgentId } from '@common/custom-agent-constants';
import type { AgentSummary } from '@common/schemas/agent';
import type { SessionUser } from '@common/schemas/auth';
import { useAgentText } from '@/lib/agent-text/use-agent-text';
import { useApiKey } from '@/lib/api-key';
import { useLocale } from '@/lib/i18n/i18n';
import { customAgentSummary, useCustomAgents } from '@/lib/queries/custom-agents';
import { agentAccess } from '../agent-access';
import { agentsForAccess } from '../agent-filter';
import { useDashboardQueryParams } from './use-dashboard-query-params';
import { useDashboardSelection } from './use-dashboard-selection';
import { useFavorites } from './use-favorites';
import { useRecentAgents } from './use-recent-agents';

/** Everything the dashboard's menu and panels read and do, in one object. */
export function useDashboard(user: SessionUser) {
  const { isValid } = useApiKey();
  const access = useMemo(() => agentAccess(user, isValid), [user, isValid]);
  // Library agents named in the interface language; the menu's search matches what it shows.
  const locale = useLocale();
  const { localize } = useAgentText();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- localize changes with the locale only
  const inLanguage = useCallback((list: AgentSummary[]) => list.map(localize), [locale]);
  const agents = useMemo(() => inLanguage(agentsForAccess(AGENTS, access)), [access, inLanguage]);
  // The user's own agents, beside the library's; asked for only when the plan includes them.
  const { data: customData } = useCustomAgents(access.customAgents);
  const customAgents = useMemo(
    () => (access.customAgents ? (customData?.agents ?? []).map(customAgentSummary) : []),
    [customData, access.customAgents],
  );
  const storedFavorites = useFavorites();
  const storedRecent = useRecentAgents();
  // Stored lists may name agents of an earlier, larger plan: they show only what the plan includes
  // (the stored ids stay, so an upgrade brings them back).
  const favorites = useMemo(
    () => ({ ...storedFavorites, agents: inLanguage(agentsForAccess(storedFavorites.agents, access)) }),
    [storedFavorites, access, inLanguage],
  );
  const recent = useMemo(
    () => ({ ...storedRecent, agents: inLanguage(agentsForAccess(storedRecent.agents, access)) }),
    [storedRecent, access, inLanguage],
  );
  const selection = useDashboardSelection();
  const { record } = storedRecent;
  const { selectAgent: showAgent, selectTab, selectSection } = selection;

  const selectAgent = useCallback(
    (agent: AgentSummary) => {
      // A gated agent opened by a link shows its locked state; it is not "used", so not recent.
      // RECENT lists library agents: custom agents have their own list beside them.
      if (access.canUse(agent.id) && !isCustomAgentId(agent.id)) record(agent.id);
      showAgent(agent);
    },
    [access, record, showAgent],
  );

  /** The upgrade path of every gate: the Billing & Plans section. */
  const showPlans = useCallback(() => selectSection('subscription'), [selectSection]);

  useDashboardQueryParams({ onAgent: selectAgent, onEmailAssistant: () => selectTab('email-assistant') });

  return { user, access, agents, customAgents, favorites, recent, ...selection, selectAgent, showPlans };
}

export type DashboardModel = ReturnType<typeof useDashboard>;
