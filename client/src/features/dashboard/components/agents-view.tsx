import { Bot, KeyRound, Lock, Rocket, Sparkles, UserRound } from 'lucide-react';
import { isCustomAgentId } from '@common/custom-agent-constants';
import { Button } from '@/components/ui/unmerged/button';
import { saveApiKey } from '@/lib/api-key';
import { dialogs } from '@/lib/dialogs';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { CUSTOM_AGENTS_PLAN, LIBRARY_PLAN } from '../agent-access';
import type { DashboardSlots } from '../dashboard-types';
import type { DashboardModel } from '../hooks/use-dashboard';
import { useT } from '../i18n';
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
  const t = useT();
  const { agent, access } = model;
  if (!agent) {
    return (
      <PanelState icon={Bot} title={t('dashboard.agents.noneTitle')}>
        {t('dashboard.agents.noneText')}
      </PanelState>
    );
  }
  const custom = isCustomAgentId(agent.id);
  if (!access.canUse(agent.id)) {
    const plan = custom ? CUSTOM_AGENTS_PLAN : LIBRARY_PLAN;
    return (
      <PanelState
        icon={Lock}
        title={t('dashboard.agents.planRequired', { plan: plan.toUpperCase() })}
        actions={
          <Button onClick={model.showPlans}>
            <Sparkles aria-hidden />
            {t('dashboard.upgradeTo', { plan: plan.toUpperCase() })}
          </Button>
        }
      >
        {t('dashboard.agents.locked', {
          name: agent.name,
          reason: custom
            ? t('dashboard.planRequired.customAgents', { plan: CUSTOM_AGENTS_PLAN })
            : t('dashboard.planRequired.fullLibrary', { plan: LIBRARY_PLAN }),
        })}
      </PanelState>
    );
  }
  // A custom agent's prompt is the user's own, so only the user's key may pay for it.
  if (custom ? !access.ownKey : !access.canChat) {
    return (
      <PanelState
        icon={KeyRound}
        title={t('dashboard.agents.keyTitle')}
        actions={
          <>
            <Button onClick={openGettingStarted}>
              <Rocket aria-hidden />
              {t('dashboard.agents.gettingStarted')}
            </Button>
            <Button variant="outline" onClick={() => model.selectSection('profile')}>
              <UserRound aria-hidden />
              {t('dashboard.agents.profile')}
            </Button>
          </>
        }
      >
        {t('dashboard.agents.keyText', { name: agent.name })}
      </PanelState>
    );
  }
  const onActivity = () => {
    if (!custom) model.recent.record(agent.id);
  };
  return <SlotBoundary key={agent.id}>{renderAgentChat(agent, { onActivity })}</SlotBoundary>;
}
