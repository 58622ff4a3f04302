import { lazy } from 'react';
import { useSession } from '@/lib/queries/user';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { isCustomAgentId } from '@common/custom-agent-constants';
import type { SessionUser } from '@common/schemas/auth';
import { CustomAgentChatSlot } from './custom-agent-chat-slot';

// Each slot is its own chunk, loaded when first shown, so /dashboard's first load stays small.
// Settings come with their API tab's slot, which only they show.
const AccountSettings = lazy(() =>
  Promise.all([import('@/features/settings/components/account-settings'), import('./api-key-slot')]).then(
    ([settings, keySlot]) => ({
      default: function AccountSettingsWithKeySlot({ user }: { user: SessionUser }) {
        return <settings.AccountSettings user={user} apiKeySlot={<keySlot.ApiKeySlot />} />;
      },
    }),
  ),
);
const AgentChatPanel = lazy(() =>
  import('@/features/agent-chat/components/agent-chat-panel').then((m) => ({ default: m.AgentChatPanel })),
);
const CustomAgentsPanel = lazy(() =>
  import('@/features/custom-agents/components/custom-agents-panel').then((m) => ({ default: m.CustomAgentsPanel })),
);
const EmailAssistantPanel = lazy(() =>
  import('@/features/email-assistant/components/email-assistant-panel').then((m) => ({
    default: m.EmailAssistantPanel,
  })),
);
const LinkedAccountsPanel = lazy(() =>
  import('@/features/linked-accounts/components/linked-accounts-panel').then((m) => ({
    default: m.LinkedAccountsPanel,
  })),
);

function ProfileSlot() {
  const { user } = useSession();
  return user ? <AccountSettings user={user} /> : null;
}

/** The dashboard with the other features in its slots: it never imports them itself. */
export function DashboardRoute() {
  return (
    <DashboardPage
      renderProfile={() => <ProfileSlot />}
      renderLinkedAccounts={() => <LinkedAccountsPanel />}
      renderEmailAssistant={() => <EmailAssistantPanel />}
      renderAgentChat={(agent, { onActivity }) =>
        isCustomAgentId(agent.id) ? (
          <CustomAgentChatSlot agent={agent}>
            {(settings) => <AgentChatPanel agent={agent} onActivity={onActivity} settings={settings} />}
          </CustomAgentChatSlot>
        ) : (
          <AgentChatPanel agent={agent} onActivity={onActivity} />
        )
      }
      renderCustomAgents={(context) => <CustomAgentsPanel {...context} />}
    />
  );
}
