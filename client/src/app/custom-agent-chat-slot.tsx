import type { ReactNode } from 'react';
import type { AgentSummary } from '@common/schemas/agent';
import { useCustomAgents } from '@/lib/queries/custom-agents';
import { useT } from '@/components/layout/i18n';
import { PageSpinner } from './page-spinner';

/** What the chat takes from a custom agent in place of the library's prompt. */
export interface CustomAgentSettings {
  systemPrompt: string;
  model: string | null;
  temperature: number | null;
}

interface CustomAgentChatSlotProps {
  agent: AgentSummary;
  /** The chat, given the agent's settings. */
  children: (settings: CustomAgentSettings) => ReactNode;
}

/**
 * The agent chat for one of the user's own agents: the same chat as the library's, given the
 * agent's prompt, model and temperature from the user's list (the library's prompts come from the
 * server one at a time instead).
 */
export function CustomAgentChatSlot({ agent, children }: CustomAgentChatSlotProps) {
  const t = useT();
  const { data, error } = useCustomAgents();
  const found = data?.agents.find((a) => a.id === agent.id);
  if (!data) {
    return error ? <p role="alert">{t('layout.custom.loadFailed')}</p> : <PageSpinner />;
  }
  if (!found) return <p role="alert">{t('layout.custom.gone')}</p>;
  return children({ systemPrompt: found.systemPrompt, model: found.model, temperature: found.temperature });
}
