import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordSchema,
  MessageSchema,
  ProfileUpdateSchema,
  SessionListSchema,
  SessionUserSchema,
} from '../../common/schemas/auth.js';
import { text } from '../../common/schemas/text.js';
import { badRequest, notFound } from '../http/http-error.js';
import { MINUTE, perIp } from '../http/rate-limits.js';
import { trustDevice, trustedDevice } from '../http/trusted-device.js';
import { clearSessionCookie, requireUser } from '../plugins/session.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { deleteOwnSession, deleteUserSessions, listLiveSessions } from '../services/sessions.js';
import {
  deleteUser,
  findUserById,
  setPasswordHash,
  toAccountUser,
  toSessionUser,
  updateProfile,
} from '../services/users.js';

export const EXTERNAL_ACCOUNT_MESSAGE =
  'This account uses external authentication. Password changes are not available.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been successfully updated.';

/** The settings screens: profile, password, sessions, account deletion. Every row is the caller's own. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.patch(
    '/api/auth/user/profile',
    { schema: { body: ProfileUpdateSchema, response: { 200: SessionUserSchema } } },
    async (request) => {
      const user = requireUser(request);
      await updateProfile(db, user.id, request.body);
      const updated = await findUserById(db, user.id);
      if (!updated) throw notFound('Account not found');
      return toSessionUser(toAccountUser(updated), app.config);
    },
  );

  app.post(
    '/api/auth/user/change-password',
    {
      schema: { body: ChangePasswordSchema, response: { 200: MessageSchema } },
      // A stolen session must not become a fast way to guess the current password.
      config: {
        rateLimit: {
          ...perIp(10, 15 * MINUTE, 'Too many password change attempts. Please wait 15 minutes and try again.'),
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await findUserById(db, user.id);
      if (!row?.password_hash) throw badRequest(EXTERNAL_ACCOUNT_MESSAGE, 'external_account');
      if (!(await verifyPassword(row.password_hash, request.body.currentPassword))) {
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'wrong_password');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await setPasswordHash(db, user.id, passwordHash);
      // Whoever held the old password may hold another session: end all but this one.
      await deleteUserSessions(db, user.id, request.sessionId ?? undefined);
      // Browsers trusted with the old password are strangers now; this one stays trusted.
      trustDevice(app, reply, { id: user.id, password_hash: passwordHash }, trustedDevice(request, row));
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.get('/api/auth/sessions', { schema: { response: { 200: SessionListSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const rows = await listLiveSessions(db, user.id);
    reply.header('cache-control', 'no-store');
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        current: s.id === request.sessionId,
        userAgent: s.user_agent,
        ip: s.ip,
        createdAt: new Date(s.created_at).toISOString(),
        lastSeenAt: new Date(s.last_seen_at).toISOString(),
      })),
    };
  });

  app.delete(
    '/api/auth/sessions/:id',
    { schema: { params: z.object({ id: text().min(1).max(100) }) } },
    async (request, reply) => {
      const user = requireUser(request);
      // Someone else's session id gets the same 404 as one that never existed.
      if (!(await deleteOwnSession(db, user.id, request.params.id))) throw notFound('Session not found');
      if (request.params.id === request.sessionId) clearSessionCookie(app, reply);
      return reply.code(204).send();
    },
  );

  app.delete('/api/auth/user', async (request, reply) => {
    const user = requireUser(request);
    await deleteUser(db, user.id);
    clearSessionCookie(app, reply);
    request.log.info({ userId: user.id }, 'account deleted by its owner');
    return reply.code(204).send();
  });
};
