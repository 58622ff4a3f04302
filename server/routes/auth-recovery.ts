import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRecoveryApi } from '../../common/api/auth-recovery.js';
import { limitBy, MINUTE, perIp } from '../http/rate-limits.js';
import { trustDevice } from '../http/trusted-device.js';
import { routeOptions } from '../http/route-options.js';
import {
  addressKey,
  PASSWORD_RESET_MESSAGE,
  requestPasswordReset,
  requestUsernameRecovery,
  RESET_REQUESTED_MESSAGE,
  resetPassword,
  USERNAME_RECOVERY_MESSAGE,
} from '../services/password-reset.js';
import { clearSignInDelays } from '../services/sign-in-throttle.js';

const REQUEST_LIMIT_MESSAGE = 'Too many recovery requests. Please wait 15 minutes and try again.';
const ADDRESS_LIMIT_MESSAGE = 'Too many emails requested for this address. Please wait 10 minutes and try again.';

/**
 * The ACCOUNT RECOVERY dialog. The request routes answer the same whether or not the address has
 * an account (the mail itself is sent in the background), and the per-address limit counts every
 * request, so even a 429 says nothing about which addresses exist.
 */
export const authRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db.kysely, config: app.config, mailer: app.systemMail };
  const perAddress = (kind: string) =>
    limitBy(app, {
      name: kind,
      max: 3,
      windowMs: 10 * MINUTE,
      key: (request) => addressKey(app.config, kind, (request.body as { email: string }).email),
      message: ADDRESS_LIMIT_MESSAGE,
    });

  const requestReset = routeOptions(authRecoveryApi.requestPasswordReset);
  app.route({
    ...requestReset,
    config: { ...requestReset.config, rateLimit: perIp(5, 15 * MINUTE, REQUEST_LIMIT_MESSAGE) },
    preHandler: perAddress('reset-mail'),
    handler: async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  });

  const requestUsername = routeOptions(authRecoveryApi.requestUsernameRecovery);
  app.route({
    ...requestUsername,
    config: { ...requestUsername.config, rateLimit: perIp(5, 15 * MINUTE, REQUEST_LIMIT_MESSAGE) },
    preHandler: perAddress('username-mail'),
    handler: async (request) => {
      await requestUsernameRecovery(deps, request.body.email);
      return { message: USERNAME_RECOVERY_MESSAGE };
    },
  });

  const reset = routeOptions(authRecoveryApi.resetPassword);
  app.route({
    ...reset,
    config: {
      ...reset.config,
      rateLimit: perIp(10, 15 * MINUTE, 'Too many reset attempts. Please wait 15 minutes and try again.'),
    },
    handler: async (request, reply) => {
      const { userId, passwordHash } = await resetPassword(deps, request.body);
      // The code reached the owner's mailbox: sign-in delays end, and this browser is the owner's.
      await clearSignInDelays(app.db.kysely, app.config, request.body.email, userId);
      trustDevice(app, reply, { id: userId, password_hash: passwordHash });
      return { message: PASSWORD_RESET_MESSAGE };
    },
  });
};
