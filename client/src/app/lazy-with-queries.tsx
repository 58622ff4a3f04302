import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that can also be asked for before it renders: `preload` starts the
 * same load, once (React's lazy then finds it done or under way).
 */
// The constraint is React's own for lazy.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: ReturnType<typeof load> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined) });
}

/**
 * A lazily loaded page or dialog inside the app's query client. The first-load script has no query
 * library (the shell reads the session and config as boot queries, lib/boot-query.ts): it arrives,
 * with the client, beside the first chunk that uses it.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return preloadableLazy(async () => {
    const [Component, { QueryScope }] = await Promise.all([load(), import('@/lib/query-scope')]);
    function WithQueries(props: P) {
      return (
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      );
    }
    return { default: WithQueries };
  });
}
