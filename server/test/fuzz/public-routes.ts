import type { AppRoute } from './route-table.js';

/**
 * The API routes a signed-out visitor may use. Every other /api route needs a session, and the
 * fuzzer holds it to answering 401 before anything else. A new public route is a security
 * decision: add it here on purpose (HEAD follows GET).
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/agents',
  'POST /api/maintenance/unlock',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/request-username-recovery',
  'POST /api/auth/reset-password',
  // OpenID sign-in: the start and the provider's redirect back.
  'GET /api/login',
  'GET /api/callback',
  // The mailbox provider's redirect back to the popup; it answers a result page, signed in or not.
  'GET /api/email/oauth/callback/:provider',
]);

export function needsSession(route: Pick<AppRoute, 'method' | 'url'>): boolean {
  if (!route.url.startsWith('/api/')) return false;
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  return !PUBLIC_ROUTES.has(`${method} ${route.url}`);
}
