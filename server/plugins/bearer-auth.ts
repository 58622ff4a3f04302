import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '../../common/schemas/api-tokens.js';
import { HttpError } from '../http/http-error.js';
import { authenticateApiToken, type HeldToken } from '../services/api-tokens.js';
import type { UserReadMemory } from '../db/user-read-memory.js';
import type { AccountUser } from '../services/users.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a personal API token needs for this route (from its contract entry); none: session-only. */
    scope?: ApiTokenScope;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, or undefined when there is none. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  return BEARER.exec(header)?.[1];
}

/**
 * Whether the request authenticates with a bearer token alone: a token and no session cookie. Only
 * then are the cookie-only defences (the CSRF check) skipped; a request that also carries the
 * session cookie is a cookie request, checked as one, and its bearer header is ignored.
 */
export function isBearerOnly(request: FastifyRequest, sessionCookie: string): boolean {
  return bearerTokenOf(request) !== undefined && !request.cookies[sessionCookie];
}

/**
 * The user of a bearer request (called by the session plugin in onRequest). Routes whose contract
 * entry declares no `scope` are session-only and refuse any token, before the token is looked up;
 * otherwise the token must be live, its owner entitled to API access, and its scopes include the
 * route's. Unknown paths go on to their 404.
 */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  memory?: UserReadMemory<HeldToken>,
): Promise<AccountUser | null> {
  const token = bearerTokenOf(request);
  if (token === undefined || request.is404) return null;
  const scope = request.routeOptions.config.scope;
  if (!scope) {
    throw new HttpError(
      403,
      'token_not_allowed',
      'API tokens cannot call this route: it needs a signed-in session (sign in on the website).',
    );
  }
  const found = await authenticateApiToken(app.db.kysely, app.config, token, Date.now(), memory, request.commitsSeen);
  if (!found.scopes.includes(scope)) {
    throw new HttpError(403, 'token_scope', `This API token lacks the "${scope}" scope this route needs.`);
  }
  return found.user;
}
