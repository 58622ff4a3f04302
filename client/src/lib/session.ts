import { useQuery } from '@tanstack/react-query';
import { apiGetOrNull, ApiError } from './api-client';

/** The signed-in user as the server describes it (completed by the Accounts issue). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  [key: string]: unknown;
}

export const SESSION_QUERY_KEY = ['/api/auth/user'] as const;

/** 401 means signed out (null); any other failure is an error ("Auth check failed"). No retry. */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => {
      try {
        return await apiGetOrNull<SessionUser>('/api/auth/user');
      } catch (err) {
        // Until the Accounts routes exist the endpoint 404s: treat as signed out.
        if (err instanceof ApiError && err.status === 404) return null;
        throw new Error(`Auth check failed: ${err instanceof ApiError ? err.status : 'network'}`);
      }
    },
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data), error: query.error };
}
