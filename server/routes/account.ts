import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi } from '../../common/api/account.js';
import { notFound } from '../http/http-error.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { trustDevice, trustedDevice } from '../http/trusted-device.js';
import { routeOptions } from '../http/route-options.js';
import { sendPageLink } from '../http/page-link.js';
import { clearSessionCookie, requireUser } from '../plugins/session.js';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from '../services/password-change.js';
import { deleteOwnSession, listLiveSessions } from '../services/sessions.js';
import { saveProfile } from '../services/profile.js';
import { deleteUser, findUserById, toAccountUser, toSessionUser } from '../services/users.js';

/** The settings screens: profile, password, sessions, account deletion. Every row is the caller's own. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.route({
    ...routeOptions(accountApi.updateProfile),
    handler: async (request) => {
      const user = requireUser(request);
      await saveProfile(db, user.id, request.body);
      const updated = await findUserById(db, user.id);
      if (!updated) throw notFound('Account not found');
      return toSessionUser(toAccountUser(updated), app.config);
    },
  });

  const change = routeOptions(accountApi.changePassword);
  app.route({
    ...change,
    // A stolen session must not become a fast way to guess the current password.
    config: {
      ...change.config,
      rateLimit: {
        ...perIp(10, 15 * MINUTE, 'Too many password change attempts. Please wait 15 minutes and try again.'),
        keyGenerator: (request) => request.user?.id ?? request.ip,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { previousHash, passwordHash } = await changePassword(db, {
        userId: user.id,
        sessionId: request.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      // Browsers trusted with the old password are strangers now; this one stays trusted.
      const device = trustedDevice(request, { id: user.id, password_hash: previousHash });
      trustDevice(app, reply, { id: user.id, password_hash: passwordHash }, device);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  });

  app.route({
    ...routeOptions(accountApi.sessions),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const page = await listLiveSessions(db, user.id, request.query);
      sendPageLink(request, reply, request.query, page.next);
      reply.header('cache-control', 'no-store');
      return {
        sessions: page.rows.map((s) => ({
          id: s.id,
          current: s.id === request.sessionId,
          userAgent: s.user_agent,
          ip: s.ip,
          createdAt: new Date(s.created_at).toISOString(),
          lastSeenAt: new Date(s.last_seen_at).toISOString(),
        })),
      };
    },
  });

  app.route({
    ...routeOptions(accountApi.endSession),
    handler: async (request, reply) => {
      const user = requireUser(request);
      // Someone else's session id gets the same 404 as one that never existed.
      if (!(await deleteOwnSession(db, user.id, request.params.id))) throw notFound('Session not found');
      if (request.params.id === request.sessionId) clearSessionCookie(app, reply);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(accountApi.deleteAccount),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteUser(db, user.id);
      clearSessionCookie(app, reply);
      request.log.info({ userId: user.id }, 'account deleted by its owner');
      return reply.code(204).send(null);
    },
  });
};
