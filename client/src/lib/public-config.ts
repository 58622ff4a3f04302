import { useQuery } from '@tanstack/react-query';
import type { configApi } from '@common/api/config';
import { apiEndpoint } from './api-client';

const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

const getConfig = apiEndpoint<typeof configApi.get>('GET', '/api/config');

export function usePublicConfig() {
  return useQuery({ queryKey: PUBLIC_CONFIG_QUERY_KEY, queryFn: () => getConfig() });
}
