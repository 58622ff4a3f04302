import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../http/http-error.js';
import { isBearerOnly } from './bearer-auth.js';
import { isApiRequest } from './route-table.js';
import { SESSION_COOKIE } from './session.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by another server that signs its requests (the billing provider's webhook), never by
     * a browser: there is no Origin to check, and the route reads no session, so a page could
     * borrow no authority through it.
     */
    webhook?: boolean;
  }
}

function sameOrigin(request: FastifyRequest, ownOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers always send Origin on cross-site state-changing requests; without it, fall back to
    // Fetch Metadata, which modern browsers send on every request.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  // Only the origin users reach us at. The Host header is the client's to choose (and a proxy may
  // rewrite it), so an Origin that merely matches it proves nothing.
  return origin === ownOrigin;
}

/**
 * CSRF defence for every state-changing API request: the Origin must be our own, and the request
 * must carry a JSON content type or our custom header, neither of which a plain HTML form can send.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const ownOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.routeOptions.config.webhook === true) return;
    // A bearer token without the session cookie carries no ambient authority a page could borrow;
    // with the cookie, the request is checked as a cookie request (and the token is ignored).
    if (isBearerOnly(request, SESSION_COOKIE)) return;
    if (!sameOrigin(request, ownOrigin)) {
      throw new HttpError(403, 'csrf_origin', 'Cross-site request refused');
    }
    const type = request.headers['content-type'] ?? '';
    const hasJson = type.startsWith('application/json');
    const hasHeader = request.headers['x-requested-with'] !== undefined;
    if (!hasJson && !hasHeader) {
      throw new HttpError(403, 'csrf_header', 'Requests must be sent as JSON');
    }
  });
}
