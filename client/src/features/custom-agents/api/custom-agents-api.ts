import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { customAgentsApi } from '@common/api/custom-agents';
import type { CustomAgentFields } from '@common/schemas/custom-agents';
import { apiEndpoint } from '@/lib/api-client';
import { CUSTOM_AGENTS_QUERY_KEY } from '@/lib/queries/custom-agents';

const createAgent = apiEndpoint<typeof customAgentsApi.create>('POST', '/api/custom-agents');
const updateAgent = apiEndpoint<typeof customAgentsApi.update>('PUT', '/api/custom-agents/:id');
const deleteAgent = apiEndpoint<typeof customAgentsApi.remove>('DELETE', '/api/custom-agents/:id');
const importAgents = apiEndpoint<typeof customAgentsApi.import>('POST', '/api/custom-agents/import');

/** The export is a download the server names: a plain link, so the browser saves the file. */
export const CUSTOM_AGENTS_EXPORT_URL = '/api/custom-agents/export' satisfies (typeof customAgentsApi.export)['path'];

/** Every change refreshes the one list the roster, this section and the chat read. */
function useChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_AGENTS_QUERY_KEY }),
  });
}

/** Creates the agent, or saves it when `id` names an existing one. */
export const useSaveAgent = () =>
  useChange(({ id, fields }: { id: string | null; fields: CustomAgentFields }) =>
    id ? updateAgent({ params: { id }, body: fields }) : createAgent({ body: fields }),
  );

export const useDeleteAgent = () => useChange((id: string) => deleteAgent({ params: { id } }));

/** The file's text as read: the server parses it again with the same parser as the preview. */
export const useImportAgents = () => useChange((content: string) => importAgents({ body: { content } }));
