import type { authApi } from '@common/api/auth';
import type { SessionUser } from '@common/schemas/auth';
import { ApiError, apiEndpoint } from '@/lib/api-client';
import { bootQuery } from '@/lib/boot-query';

export type { SessionUser };

/** The signed-in user: one query for every reader (header, gates, pages), refetched after a profile change. */
export const SESSION_QUERY_KEY = ['/api/auth/session'] as const;

// Not GET /api/auth/user: its 401 for a visitor is a failed request in the browser's console on
// every public page. This one answers 200 with `user: null` instead.
const getSession = apiEndpoint<typeof authApi.session>('GET', '/api/auth/session');

/** The user, or null when signed out; a failure is an error ("Auth check failed"). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return (await getSession()).user;
  } catch (err) {
    // A server without the account routes (or an old deployment) 404s: treat as signed out
    // rather than showing every page as broken.
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw new Error(`Auth check failed: ${err instanceof ApiError ? err.status : 'network'}`, { cause: err });
  }
}

/** Read by the header on every page, so it is a boot query: no query library on the first load. */
export const sessionQuery = bootQuery(SESSION_QUERY_KEY, fetchSessionUser);

/** No retry: the query client's defaults. */
export function useSession() {
  const { data, isLoading, error } = sessionQuery.use();
  return {
    user: data ?? null,
    isLoading,
    isAuthenticated: Boolean(data),
    error,
    refetch: sessionQuery.refetch,
  };
}
