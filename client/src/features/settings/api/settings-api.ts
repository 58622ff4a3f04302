import type { ProfileUpdate, SessionInfo, SessionList, SessionUser } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['/api/auth/sessions'] as const;

export const updateProfile = (patch: ProfileUpdate) =>
  apiRequest<SessionUser>('PATCH', '/api/auth/user/profile', patch);

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<{ message: string }>('POST', '/api/auth/user/change-password', body);

export async function listSessions(): Promise<SessionInfo[]> {
  const body = await apiRequest<SessionList | SessionInfo[]>('GET', '/api/auth/sessions');
  return Array.isArray(body) ? body : body.sessions;
}
export const endSession = (id: string) => apiRequest<void>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);

/** Deletes the account and all its data and ends every session. */
export const deleteAccount = () => apiRequest<void>('DELETE', '/api/auth/user');

/** The file download of the user's data; a plain link so the browser handles the save. */
export const exportUrl = (format: 'json' | 'csv') => `/api/auth/user/export?format=${format}`;
