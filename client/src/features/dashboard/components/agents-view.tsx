import { Bot, KeyRound, Lock, Rocket, Sparkles, UserRound } from 'lucide-react';
import { isCustomAgentId } from '@common/custom-agent-constants';
import { planRequiredMessage } from '@common/entitlements';
import { Button } from '@/components/ui/button';
import { saveApiKey } from '@/lib/api-key';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { CUSTOM_AGENTS_PLAN, LIBRARY_PLAN, LOCKED_AGENT_TEXT } from '../agent-access';
import type { DashboardSlots } from '../dashboard-types';
import type { DashboardModel } from '../hooks/use-dashboard';
import { PanelState } from './panel-state';
import { SlotBoundary } from './slot-boundary';

/** The wizard hands back a well-formed key (its own toast confirms it); setting one marks onboarding seen. */
function openGettingStarted() {
  dialogs.openWizard((key) => {
    if (saveApiKey(key)) writeJson(STORAGE_KEYS.hasSeenOnboarding, true);
  });
}

interface AgentsViewProps {
  model: DashboardModel;
  renderAgentChat: DashboardSlots['renderAgentChat'];
}

/** The AGENTS tab: nothing selected, an agent outside the plan, a key needed, or the selected agent's chat. */
export function AgentsView({ model, renderAgentChat }: AgentsViewProps) {
  const { agent, access } = model;
  if (!agent) {
    return (
      <PanelState icon={Bot} title="NO AGENT SELECTED">
        Select an agent from the roster to begin operations
      </PanelState>
    );
  }
  const custom = isCustomAgentId(agent.id);
  if (!access.canUse(agent.id)) {
    const plan = custom ? CUSTOM_AGENTS_PLAN : LIBRARY_PLAN;
    return (
      <PanelState
        icon={Lock}
        title={`${plan.toUpperCase()} PLAN REQUIRED`}
        actions={
          <Button onClick={model.showPlans}>
            <Sparkles aria-hidden />
            UPGRADE TO {plan.toUpperCase()}
          </Button>
        }
      >
        {agent.name}: {custom ? planRequiredMessage('custom_agents') : LOCKED_AGENT_TEXT}
      </PanelState>
    );
  }
  // A custom agent's prompt is the user's own, so only the user's key may pay for it.
  if (custom ? !access.ownKey : !access.canChat) {
    return (
      <PanelState
        icon={KeyRound}
        title="API KEY REQUIRED"
        actions={
          <>
            <Button onClick={openGettingStarted}>
              <Rocket aria-hidden />
              GETTING STARTED
            </Button>
            <Button variant="outline" onClick={() => model.selectSection('profile')}>
              <UserRound aria-hidden />
              PROFILE & SETTINGS
            </Button>
          </>
        }
      >
        To chat with {agent.name}, configure your AI-provider API key in the Profile &amp; Settings section (API tab).
        The key stays in this browser.
      </PanelState>
    );
  }
  const onActivity = () => {
    if (!custom) model.recent.record(agent.id);
  };
  return <SlotBoundary key={agent.id}>{renderAgentChat(agent, { onActivity })}</SlotBoundary>;
}
