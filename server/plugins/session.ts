import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  SESSION_ABSOLUTE_MS,
  SESSION_TABLES,
  type HeldSession,
} from '../services/sessions.js';
import { UserReadMemory } from '../db/user-read-memory.js';
import type { AccountUser } from '../services/users.js';
import { TOKEN_TABLES, type HeldToken } from '../services/api-tokens.js';
import { authenticateBearer, isBearerOnly } from './bearer-auth.js';
import { isApiRequest } from './route-table.js';

export const SESSION_COOKIE = 'agentops_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for /api requests before any route runs. */
    user: AccountUser | null;
    /** The id (not the token) of the session the request came with. */
    sessionId: string | null;
    /**
     * SQLite, a request that came signed in: the count of other connections' commits seen when it
     * arrived, for every memory the request recalls from (db/user-read-memory.ts), so that it looks
     * once. Undefined otherwise.
     */
    commitsSeen: number | undefined;
  }
}

function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };
}

/**
 * Reads the session cookie on every /api request and puts the user on the request; nothing else
 * reads the cookie. A cookie that matches no live session is cleared, so the browser stops sending it.
 *
 * Every /api route needs a session unless its options say `config: { public: true }`: a signed-out
 * request gets 401 here, in onRequest, before its body is read, parsed or validated, so nobody learns
 * a route's field rules (or its body limits) without signing in, and a new route cannot forget it.
 * Routes still call requireUser() to get the user.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('commitsSeen', undefined);
  // SQLite can say at once what has changed since a read, so a session read a moment ago need not
  // be read again (db/user-read-memory.ts); on PostgreSQL every request reads it.
  const { rowChanges } = app.db;
  const sessions = rowChanges && new UserReadMemory<HeldSession>(rowChanges, SESSION_TABLES);
  const tokens = rowChanges && new UserReadMemory<HeldToken>(rowChanges, TOKEN_TABLES);
  // There, the lookups of requests that arrive together share one query instead.
  const batched = app.db.dialect === 'postgres';
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    const bearer = isBearerOnly(request, SESSION_COOKIE);
    if (rowChanges && (token || bearer)) request.commitsSeen = rowChanges.commitsElsewhere();
    // A personal API token, only when no session cookie came with it (plugins/bearer-auth.ts).
    if (bearer) request.user = await authenticateBearer(app, request, tokens);
    const found = token
      ? await findSession(app.db.kysely, token, Date.now(), {
          memory: sessions,
          batched,
          commitsSeen: request.commitsSeen,
        })
      : undefined;
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    } else if (token) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
    }
    // A path no route answers goes on to its 404 (or 405): there are no rules behind it to learn.
    if (!request.user && !request.is404 && request.routeOptions.config.public !== true) throw unauthorized();
  });
}

/** The signed-in user, or a 401 that the client reads as "signed out". */
export function requireUser(request: FastifyRequest): AccountUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Signs the user in on this browser: a fresh session and token every time. A session the request
 * already carried is ended first, so a token planted before sign-in is worthless after it.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  /** For a password sign-in: the hash just verified; false (no session) once it is no longer the account's. */
  passwordHash?: string,
): Promise<boolean> {
  const db = app.db.kysely;
  if (request.sessionId) await deleteSession(db, request.sessionId);
  await deleteExpiredSessions(db, userId);
  const client = { userAgent: request.headers['user-agent'], ip: request.ip };
  const created = await createSession(db, userId, client, Date.now(), passwordHash);
  if (!created) return false;
  request.sessionId = created.id;
  reply.setCookie(SESSION_COOKIE, created.token, { ...cookieOptions(app), maxAge: SESSION_ABSOLUTE_MS / 1000 });
  return true;
}

/** Ends the request's session (if any) and tells the browser to drop the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionId) await deleteSession(app.db.kysely, request.sessionId);
  request.user = null;
  request.sessionId = null;
  clearSessionCookie(app, reply);
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
}
