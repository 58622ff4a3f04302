import { useQuery } from '@tanstack/react-query';
import type { authApi } from '@common/api/auth';
import type { SessionUser } from '@common/schemas/auth';
import { ApiError, apiEndpoint } from '@/lib/api-client';

export type { SessionUser };

/** The signed-in user: one query for every reader (header, gates, pages), refetched after a profile change. */
export const SESSION_QUERY_KEY = ['/api/auth/user'] as const;

const getUser = apiEndpoint<typeof authApi.user>('GET', '/api/auth/user');

/** 401 means signed out (null); any other failure is an error ("Auth check failed"). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return await getUser();
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
