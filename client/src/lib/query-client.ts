import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Data is fetched when a screen needs it and refreshed only when an action changes it: never stale,
 * no refetch on focus, no polling, no retries (a failure is shown, not hidden behind repeats).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      queryFn: ({ queryKey }) => apiRequest('GET', queryKey.join('/')),
    },
    mutations: { retry: false },
  },
});
