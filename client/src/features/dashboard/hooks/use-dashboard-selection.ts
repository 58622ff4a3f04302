import { useCallback, useState } from 'react';
import type { AgentSummary } from '@common/schemas/agent';
import type { DashboardSection, DashboardTab, DashboardView } from '../dashboard-types';

interface SelectionState {
  tab: DashboardTab;
  /** A menu section shown instead of the tab's content, until a tab or an agent is chosen. */
  section: DashboardSection | null;
  agent: AgentSummary | null;
  /** Small screens: whether the selection is open in the full-screen modal. */
  open: boolean;
}

/** What the main panel shows. Every choice also opens it on small screens. */
export function useDashboardSelection() {
  const [state, setState] = useState<SelectionState>({
    tab: 'email-assistant',
    section: null,
    agent: null,
    open: false,
  });
  const selectTab = useCallback((tab: DashboardTab) => setState((s) => ({ ...s, tab, section: null, open: true })), []);
  const selectSection = useCallback(
    (section: DashboardSection) => setState((s) => ({ ...s, section, open: true })),
    [],
  );
  const selectAgent = useCallback(
    (agent: AgentSummary) => setState((s) => ({ ...s, tab: 'agents', section: null, agent, open: true })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const view: DashboardView = state.section ?? state.tab;
  return { ...state, view, selectTab, selectSection, selectAgent, close };
}
