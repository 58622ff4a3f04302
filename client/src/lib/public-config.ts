import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@common/schemas/public-config';
import { apiRequest } from './api-client';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

export function usePublicConfig() {
  return useQuery({ queryKey: PUBLIC_CONFIG_QUERY_KEY, queryFn: () => apiRequest<PublicConfig>('GET', '/api/config') });
}
