import { useEffect, useEffectEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AgentSummary } from '@common/schemas/agent';
import { findAgent } from './use-stored-ids';

interface QueryParamHandlers {
  /** `tab=email-assistant` */
  onEmailAssistant: () => void;
  /** `selectedAgent={id}` naming an agent of the roster. */
  onAgent: (agent: AgentSummary) => void;
}

/**
 * Reads the dashboard's query parameters once they appear (links from the home page and the
 * library), acts on them, then resets the URL to /dashboard so a reload does not repeat them.
 */
export function useDashboardQueryParams(handlers: QueryParamHandlers): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const apply = useEffectEvent((params: URLSearchParams) => {
    const agentId = params.get('selectedAgent');
    const agent = agentId ? findAgent(agentId) : undefined;
    if (agent) handlers.onAgent(agent);
    else if (params.get('tab') === 'email-assistant') handlers.onEmailAssistant();
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('tab') && !params.has('selectedAgent')) return;
    apply(params);
    navigate('/dashboard', { replace: true });
  }, [search, navigate]);
}
