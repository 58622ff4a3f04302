import type { authApi } from '@common/api/auth';
import type { authRecoveryApi } from '@common/api/auth-recovery';
import type { RouteInput } from '@common/api/define-route';
import { apiEndpoint } from '@/lib/api-client';

const signIn = apiEndpoint<typeof authApi.login>('POST', '/api/auth/login');
const signUp = apiEndpoint<typeof authApi.register>('POST', '/api/auth/register');
const signOut = apiEndpoint<typeof authApi.logout>('POST', '/api/auth/logout');
const mailResetCode = apiEndpoint<typeof authRecoveryApi.requestPasswordReset>(
  'POST',
  '/api/auth/request-password-reset',
);
const mailUsername = apiEndpoint<typeof authRecoveryApi.requestUsernameRecovery>(
  'POST',
  '/api/auth/request-username-recovery',
);
const resetWithCode = apiEndpoint<typeof authRecoveryApi.resetPassword>('POST', '/api/auth/reset-password');

export const login = (body: RouteInput<typeof authApi.login>['body']) => signIn({ body });

export const register = (body: RouteInput<typeof authApi.register>['body']) => signUp({ body });

/** Ends this session; the sign-out page's button (GET /api/logout is a navigation, not a call). */
export const logout = () => signOut();

export const requestPasswordReset = (email: string) => mailResetCode({ body: { email } });

export const requestUsernameRecovery = (email: string) => mailUsername({ body: { email } });

export const resetPassword = (body: RouteInput<typeof authRecoveryApi.resetPassword>['body']) =>
  resetWithCode({ body });

/** Signed in or up: reload so every part of the page starts again from the new session. */
export function reloadAfterSignIn(): void {
  window.location.reload();
}
