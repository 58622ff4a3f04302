import { defineRoute } from './define-route.js';
import {
  MessageSchema,
  RequestPasswordResetSchema,
  RequestUsernameRecoverySchema,
  ResetPasswordSchema,
} from '../schemas/auth.js';

const tag = 'Account recovery';

/** The request routes answer the same whether or not the address has an account. */
export const authRecoveryApi = {
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Mail a 6-digit reset code to the address, if it has an account',
    tag,
    body: RequestPasswordResetSchema,
    responses: { 200: MessageSchema },
    public: true,
  }),
  requestUsernameRecovery: defineRoute({
    method: 'POST',
    path: '/api/auth/request-username-recovery',
    summary: 'Mail a reminder of how the account signs in to the address, if it has an account',
    tag,
    body: RequestUsernameRecoverySchema,
    responses: { 200: MessageSchema },
    public: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the mailed reset code',
    tag,
    body: ResetPasswordSchema,
    responses: { 200: MessageSchema },
    public: true,
  }),
};
