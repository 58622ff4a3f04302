import { useQuery } from '@tanstack/react-query';
import { useApiKey } from '@/lib/api-key';
import { useProviderSettings } from '@/lib/provider-settings';
import type { AiSettings } from '../api/email-ai-api';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from '@/lib/queries/accounts';
import { DRAFTS_QUERY_KEY, fetchDrafts, fetchTemplates, TEMPLATES_QUERY_KEY } from '../api/email-store-api';
import { fetchOutbox, OUTBOX_QUERY_KEY } from '../api/outbox-api';
import { outboxRefetchInterval } from '../outbox-view';

/** The provider settings the AI calls carry; null without a valid key. */
export function useAiSettings(): AiSettings | null {
  const { apiKey, isValid } = useApiKey();
  const { baseUrl, model } = useProviderSettings();
  return isValid && apiKey ? { apiKey: apiKey.trim(), baseUrl, model } : null;
}

/** The assistant's list reads; enabled only with a valid key, as nothing is usable without one. */
export function useAssistantData(enabled: boolean) {
  const accounts = useQuery({ queryKey: ACCOUNTS_QUERY_KEY, queryFn: fetchAccounts, enabled });
  const drafts = useQuery({ queryKey: DRAFTS_QUERY_KEY, queryFn: () => fetchDrafts(), enabled });
  const templates = useQuery({ queryKey: TEMPLATES_QUERY_KEY, queryFn: fetchTemplates, enabled });
  const outbox = useQuery({
    queryKey: OUTBOX_QUERY_KEY,
    queryFn: fetchOutbox,
    enabled,
    refetchInterval: (query) => outboxRefetchInterval(query.state.data, Date.now()),
  });
  const activeAccounts = (accounts.data ?? []).filter((a) => a.isActive);
  return { accounts, drafts, templates, outbox, activeAccounts };
}

export type AssistantData = ReturnType<typeof useAssistantData>;
