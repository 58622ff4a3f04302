import type { ReactNode } from 'react';
import type { AgentSummary } from '@common/schemas/agent';
import { translate, type DashboardKey } from './i18n';

/** The two tabs of the dashboard header; email-assistant is the default. */
export type DashboardTab = 'email-assistant' | 'agents';

/** Menu entries that replace the tab's content in the main panel. */
export type DashboardSection =
  'profile' | 'linked-accounts' | 'my-agents' | 'subscription' | 'overview' | 'recent-activity';

export type DashboardView = DashboardTab | DashboardSection;

const VIEW_TITLE_KEYS: Record<DashboardView, DashboardKey> = {
  'email-assistant': 'dashboard.view.emailAssistant',
  agents: 'dashboard.view.agents',
  profile: 'dashboard.view.profile',
  'linked-accounts': 'dashboard.view.linkedAccounts',
  'my-agents': 'dashboard.view.myAgents',
  subscription: 'dashboard.view.subscription',
  overview: 'dashboard.view.overview',
  'recent-activity': 'dashboard.view.recentActivity',
};

/**
 * Titles of the main panel and of the full-screen modal on small screens. Each title is looked up
 * when it is read (at render time), so it is in the language of the moment.
 */
export const VIEW_TITLES: Readonly<Record<DashboardView, string>> = Object.defineProperties(
  {} as Record<DashboardView, string>,
  Object.fromEntries(
    Object.entries(VIEW_TITLE_KEYS).map(([view, key]) => [view, { get: () => translate(key), enumerable: true }]),
  ),
);

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
