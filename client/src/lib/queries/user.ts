import { useQuery } from '@tanstack/react-query';
import type { authApi } from '@common/api/auth';
import type { SessionUser } from '@common/schemas/auth';
import { ApiError, apiEndpoint } from '@/lib/api-client';

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

/** No retry: the query client's defaults. */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: () => fetchSessionUser() });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
    error: query.error,
    refetch: query.refetch,
  };
}
