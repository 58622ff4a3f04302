import { useQuery } from '@tanstack/react-query';
import type { usageApi } from '@common/api/usage';
import { apiEndpoint } from '@/lib/api-client';

/** The signed-in user's usage statistics (the USAGE tab). */
export const USAGE_QUERY_KEY = ['/api/usage'] as const;

const getUsage = apiEndpoint<typeof usageApi.stats>('GET', '/api/usage');

/** The last 30 UTC days come oldest first and zero-filled, ready to chart. */
export const fetchUsage = () => getUsage();

export function useUsageStats() {
  return useQuery({ queryKey: USAGE_QUERY_KEY, queryFn: () => fetchUsage() });
}
