import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * Data is fetched when a screen needs it and refreshed only when an action changes it: never stale,
 * no refetch on focus, no polling, no retries (a failure is shown, not hidden behind repeats).
 * Every query names its own typed function; there is no default one.
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
