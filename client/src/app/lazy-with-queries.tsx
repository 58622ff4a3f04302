import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded page or dialog inside the app's query client. The first-load script has no query
 * library (the shell reads the session and config as boot queries, lib/boot-query.ts): it arrives,
 * with the client, beside the first chunk that uses it.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
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
