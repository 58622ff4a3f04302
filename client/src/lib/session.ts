import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas/auth';
import { apiGetOrNull, ApiError } from './api-client';

export type { SessionUser };

export const SESSION_QUERY_KEY = ['/api/auth/user'] as const;

/** 401 means signed out (null); any other failure is an error ("Auth check failed"). No retry. */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => {
      try {
        return await apiGetOrNull<SessionUser>('/api/auth/user');
      } catch (err) {
        // A server without the account routes (or an old deployment) 404s: treat as signed out
        // rather than showing every page as broken.
        if (err instanceof ApiError && err.status === 404) return null;
        throw new Error(`Auth check failed: ${err instanceof ApiError ? err.status : 'network'}`, { cause: err });
      }
    },
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
    error: query.error,
    refetch: query.refetch,
  };
}
