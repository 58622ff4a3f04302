import type { Login, Register, ResetPassword, SessionUser } from '@common/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export interface MessageResponse {
  message: string;
}

export const login = (body: Login) => apiRequest<SessionUser>('POST', '/api/auth/login', body);

export const register = (body: Register) => apiRequest<SessionUser>('POST', '/api/auth/register', body);

export const requestPasswordReset = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/request-password-reset', { email });

export const requestUsernameRecovery = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/request-username-recovery', { email });

export const resetPassword = (body: ResetPassword) =>
  apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);

/** Signed in or up: reload so every part of the page starts again from the new session. */
export function reloadAfterSignIn(): void {
  window.location.reload();
}
