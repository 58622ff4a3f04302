import type { FastifyInstance } from 'fastify';

/**
 * The app's route table as the app itself keeps it (server/plugins/route-table.ts records every
 * route as it is added), so a route added tomorrow is fuzzed and checked by the access matrix
 * without anyone listing it here.
 */

export interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
}

export interface AppRoute {
  method: string;
  /** The pattern as registered, e.g. /api/email/drafts/:id. */
  url: string;
  schema: RouteSchemas;
  /** Path parameter names, in order. */
  params: string[];
  /** Answers without a session (`config: { public: true }`); every other /api route needs one. */
  public: boolean;
}

/** Every route of the app (HEAD routes Fastify adds for GET included), in registration order. */
export function routesOf(app: FastifyInstance): AppRoute[] {
  return app.routeTable.map((entry) => ({
    method: entry.method.toUpperCase(),
    url: entry.url,
    schema: (entry.schema ?? {}) as RouteSchemas,
    params: [...entry.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
    public: entry.public,
  }));
}

export const routeName = (r: Pick<AppRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** Does a signed-out request to this route have to be answered 401? */
export const needsSession = (route: AppRoute) =>
  (route.url === '/api' || route.url.startsWith('/api/')) && !route.public;
