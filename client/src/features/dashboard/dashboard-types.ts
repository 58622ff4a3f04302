import type { ReactNode } from 'react';
import type { AgentSummary } from '@common/schemas/agent';

/** The two tabs of the dashboard header; email-assistant is the default. */
export type DashboardTab = 'email-assistant' | 'agents';

/** Menu entries that replace the tab's content in the main panel. */
export type DashboardSection =
  'profile' | 'linked-accounts' | 'my-agents' | 'subscription' | 'overview' | 'recent-activity';

export type DashboardView = DashboardTab | DashboardSection;

/** Titles of the main panel and of the full-screen modal on small screens. */
export const VIEW_TITLES: Record<DashboardView, string> = {
  'email-assistant': 'EMAIL ASSISTANT',
  agents: 'AGENT CHAT',
  profile: 'PROFILE & SETTINGS',
  'linked-accounts': 'LINKED ACCOUNTS',
  'my-agents': 'MY AGENTS',
  subscription: 'BILLING & PLANS',
  overview: 'DASHBOARD OVERVIEW',
  'recent-activity': 'RECENT ACTIVITY',
};

export function isTabView(view: DashboardView): view is DashboardTab {
  return view === 'email-assistant' || view === 'agents';
}

/**
 * What other features contribute to the dashboard. The app shell passes these in, so the dashboard
 * never imports another feature.
 */
export interface DashboardSlots {
  renderProfile: () => ReactNode;
  renderLinkedAccounts: () => ReactNode;
  renderEmailAssistant: () => ReactNode;
  /** `onActivity`: call when the user works with the agent (sends a message), to keep it in RECENT. */
  renderAgentChat: (agent: AgentSummary, context: { onActivity: () => void }) => ReactNode;
  /**
   * MY AGENTS: the user's own agents. `onOpen` opens one in the agent chat; `onUpgrade` is the
   * gate's way to the plans.
   */
  renderCustomAgents: (context: { onOpen: (agent: AgentSummary) => void; onUpgrade: () => void }) => ReactNode;
}

/**
 * The success colour on its own 10% tint is 4.4:1 in the light theme, under the 4.5:1 small text
 * needs; a darker green there, the token in the dark theme.
 */
export const SUCCESS_TEXT = 'text-green-800 dark:text-success';
