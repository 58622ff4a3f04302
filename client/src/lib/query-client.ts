import { QueryClient, QueryObserver, type DefaultOptions } from '@tanstack/react-query';
import type { BootQuery, BootQueryState } from './boot-query';
import { publicConfigQuery } from './public-config';
import { sessionQuery } from './queries/user';

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

/**
 * Hands a boot query (lib/boot-query.ts) to `client`: what it has read, or its request in flight,
 * becomes the cache entry of its key, and an observer keeps that entry active and mirrors it back.
 */
function adopt<T>(client: QueryClient, boot: BootQuery<T>): void {
  const { queryKey, queryFn } = boot;
  const { state, updatedAt, pending } = boot.current();
  client.setQueryDefaults(queryKey, { queryFn });
  if (pending) void client.prefetchQuery({ queryKey, queryFn: () => pending });
  // A failure is not carried over: the observer reads again, as the library does for a new reader.
  else if (!state.isLoading && !state.error) client.setQueryData(queryKey, state.data, { updatedAt });
  const observer = new QueryObserver<T, Error>(client, { queryKey, queryFn });
  const toState = (r: { data: T | undefined; error: Error | null; isLoading: boolean }): BootQueryState<T> => ({
    data: r.data,
    error: r.error,
    isLoading: r.isLoading,
  });
  boot.adopt({
    subscribe(onChange) {
      const stop = observer.subscribe((result) => onChange(toState(result)));
      onChange(toState(observer.getCurrentResult()));
      return stop;
    },
    refetch: () => client.refetchQueries({ queryKey }),
  });
}

/** Makes `client` the one source of the boot queries (the app's client; each test's own). */
export function adoptBootQueries(client: QueryClient): void {
  adopt(client, sessionQuery);
  adopt(client, publicConfigQuery);
}

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
adoptBootQueries(queryClient);
