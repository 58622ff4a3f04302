import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Defaults from the specification: never stale, no refetch on focus, no polling, no retries. */
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
