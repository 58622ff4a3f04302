import type { Login, Register, ResetPassword, SessionUser } from '@common/schemas/auth';
import { apiRequest, ApiError } from '@/lib/api-client';

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

/**
 * The text to show for a failed call: the server's own message when
 * the response carried one, else `fallback`; an error that never reached the server (network,
 * thrown in the browser) gets `thrownFallback`.
 */
export function errorMessage(err: unknown, fallback: string, thrownFallback = fallback): string {
  if (err instanceof ApiError) {
    const body = err.body as { error?: { message?: unknown }; message?: unknown } | undefined;
    const message = body?.error?.message ?? body?.message;
    return typeof message === 'string' && message.trim() ? message : fallback;
  }
  return thrownFallback;
}

/** Signed in or up: reload so every part of the page starts again from the new session. */
export function reloadAfterSignIn(): void {
  window.location.reload();
}
