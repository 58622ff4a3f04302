import { lazy } from 'react';
import type { DashboardSlots } from '../dashboard-types';
import type { DashboardModel } from '../hooks/use-dashboard';
import { AgentsView } from './agents-view';
import { OverviewPanel } from './overview-panel';
import { RecentActivityPanel } from './recent-activity-panel';
import { SlotBoundary } from './slot-boundary';

// The plans, their comparison and the cancel and downgrade dialogs load when the section opens:
// the dashboard's first screen does not show them.
const SubscriptionPanel = lazy(() => import('./subscription-panel').then((m) => ({ default: m.SubscriptionPanel })));

interface PanelContentProps {
  model: DashboardModel;
  slots: DashboardSlots;
}

/** What the main panel (or the modal, on small screens) shows for the current selection. */
export function PanelContent({ model, slots }: PanelContentProps) {
  switch (model.view) {
    case 'profile':
      return <SlotBoundary>{slots.renderProfile()}</SlotBoundary>;
    case 'linked-accounts':
      return <SlotBoundary>{slots.renderLinkedAccounts()}</SlotBoundary>;
    case 'my-agents':
      return (
        <SlotBoundary>
          {slots.renderCustomAgents({ onOpen: model.selectAgent, onUpgrade: model.showPlans })}
        </SlotBoundary>
      );
    case 'subscription':
      return (
        <SlotBoundary>
          <SubscriptionPanel />
        </SlotBoundary>
      );
    case 'overview':
      return <OverviewPanel model={model} />;
    case 'recent-activity':
      return <RecentActivityPanel model={model} />;
    case 'email-assistant':
      return <SlotBoundary>{slots.renderEmailAssistant()}</SlotBoundary>;
    case 'agents':
      return <AgentsView model={model} renderAgentChat={slots.renderAgentChat} />;
  }
}
