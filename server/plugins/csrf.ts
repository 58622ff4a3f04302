import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers always send Origin on cross-site state-changing requests; without it, fall back to
    // Fetch Metadata, which modern browsers send on every request.
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (origin === new URL(config.PUBLIC_URL).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for every state-changing API request: the Origin must be our own, and the request
 * must carry a JSON content type or our custom header, neither of which a plain HTML form can send.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!sameOrigin(request, config)) {
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
