import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '../../common/api/auth.js';
import { HttpError } from '../http/http-error.js';
import { limitBy, MINUTE, perIp, tooMany } from '../http/rate-limits.js';
import { trustDevice, trustedDevice } from '../http/trusted-device.js';
import { routeOptions } from '../http/route-options.js';
import { endSession, requireUser, startSession } from '../plugins/session.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { accountKey, chargeAttempt, deviceKey, refundAttempt } from '../services/sign-in-throttle.js';
import { createUser, findUserByEmail, sessionUserFor, toAccountUser, toSessionUser } from '../services/users.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** The client page that asks before signing out. */
export const SIGN_OUT_PAGE = '/sign-out';

/**
 * Whether a navigation came from one of our own pages: the browser's Sec-Fetch-Site says so, or,
 * from a browser that sends no fetch metadata, its Origin or Referer is PUBLIC_URL's origin.
 * A typed address, a bookmark ('none') and a sibling site ('same-site') are not our pages.
 */
export function fromOwnPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** The per-account delay's 429, with the wait in words and the way around it. */
export function accountDelayMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-ins for this account. Please wait ${wait} and try again, or use Forgot Password or Username? to reset your password.`;
}

/** Password sign-up and sign-in, the current user, and sign-out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const sessionUserOf = sessionUserFor(config);

  const register = routeOptions(authApi.register);
  app.route({
    ...register,
    config: {
      ...register.config,
      rateLimit: perIp(10, 60 * MINUTE, 'Too many accounts created from this network. Please try again in an hour.'),
    },
    handler: async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      const user = await createUser(app.db.kysely, { email, firstName, lastName, passwordHash });
      await startSession(app, request, reply, user.id);
      return reply.code(201).send(toSessionUser(toAccountUser(user), config));
    },
  });

  const login = routeOptions(authApi.login);
  app.route({
    ...login,
    config: { ...login.config, rateLimit: perIp(50, 15 * MINUTE, LOGIN_LIMIT_MESSAGE) },
    // Guessing one account's password is slowed per address and email, whatever the IP limit.
    preHandler: limitBy(app, {
      name: 'login-email',
      max: 10,
      windowMs: 15 * MINUTE,
      key: (request) => `${request.ip}:${(request.body as { email: string }).email}`,
      message: LOGIN_LIMIT_MESSAGE,
    }),
    handler: async (request, reply) => {
      const db = app.db.kysely;
      const user = await findUserByEmail(db, request.body.email);
      // One account's attempts are slowed across every address; the owner's own browsers count apart.
      const device = user && trustedDevice(request, user);
      const key = device ? deviceKey(user.id, device) : accountKey(config, request.body.email);
      const charge = await chargeAttempt(db, key);
      if (!charge.allowed) {
        const seconds = Math.ceil(charge.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        throw tooMany(accountDelayMessage(seconds));
      }
      // Always one argon2 verification (a dummy hash without an account): same answer, same time.
      const ok = await verifyPassword(user?.password_hash, request.body.password);
      if (!user?.password_hash || !ok) throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      await refundAttempt(db, key);
      // The password may have been removed or replaced while it was being verified.
      if (!(await startSession(app, request, reply, user.id, user.password_hash))) {
        throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      trustDevice(app, reply, { id: user.id, password_hash: user.password_hash }, device);
      return toSessionUser(toAccountUser(user), config);
    },
  });

  app.route({
    ...routeOptions(authApi.user),
    handler: async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return sessionUserOf(user);
    },
  });

  // The pages' own question "who is signed in?": a visitor is an answer here, not an error, so a
  // public page does not log a failed request in the browser's console on every visit.
  app.route({
    ...routeOptions(authApi.session),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? toSessionUser(request.user, config) : null };
    },
  });

  // Browser navigation (the LOGOUT button, the end of profile deletion): back to the landing page.
  // Another site can navigate here too, so only a navigation from our own pages signs out at once;
  // any other is sent to the page that asks, whose button signs out with a same-origin POST.
  app.route({
    ...routeOptions(authApi.logoutNavigation),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.sessionId && !fromOwnPages(request, config.PUBLIC_URL)) return reply.redirect(SIGN_OUT_PAGE, 302);
      await endSession(app, request, reply);
      return reply.redirect('/', 302);
    },
  });

  app.route({
    ...routeOptions(authApi.logout),
    handler: async (request, reply) => {
      await endSession(app, request, reply);
      return reply.code(204).send(null);
    },
  });
};
