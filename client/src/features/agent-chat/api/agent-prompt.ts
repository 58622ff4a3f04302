import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { agentsApi } from '@common/api/agents';
import { apiEndpoint } from '@/lib/api-client';

const getAgentPrompt = apiEndpoint<typeof agentsApi.prompt>('GET', '/api/agents/:agentId/prompt');

/**
 * A library agent's system prompt comes from the server, which answers only for agents the user's
 * plan includes: no prompt is in the browser's bundles. A prompt never changes while the app runs,
 * so once fetched it is kept for good.
 */
export const agentPromptQuery = (agentId: string) => ({
  queryKey: ['/api/agents', agentId, 'prompt'] as const,
  queryFn: async () => (await getAgentPrompt({ params: { agentId } })).systemPrompt,
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * Fetches the prompt as soon as the chat opens (when the direct chat will need it), and hands back
 * a function that resolves it before a message is sent: from the cache, or by asking again when
 * the first attempt failed. The relay adds the prompt on the server, so it never asks.
 */
export function useAgentPrompt(agentId: string, needed: boolean): { load: () => Promise<string>; prompt?: string } {
  const queryClient = useQueryClient();
  // The prompt as loaded so far, for the "What is sent" panel; a send still awaits load().
  const { data: prompt } = useQuery({ ...agentPromptQuery(agentId), enabled: needed });
  const load = useCallback(() => queryClient.fetchQuery(agentPromptQuery(agentId)), [queryClient, agentId]);
  return { load, prompt };
}
