import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared input and response schemas, as given to Fastify. */
  schema: FastifySchema | undefined;
  /** Reachable without a session (route option `config: { public: true }`). */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in the order it was added (HEAD routes Fastify adds included). */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    /** The route answers without a session. Every other /api route answers 401 to a signed-out request. */
    public?: boolean;
  }
}

/** An /api route by its declared path: a percent-encoded path (/%61pi/...) reaches the same route. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whether the request is for the API: the matched route's declared path, or for a request that
 * matched no route, the raw path. Checks keyed on the raw URL alone could be dodged by encoding it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return isApiPath(url);
}

/**
 * Records every route as it is added, so the rules and tests that must cover "every route" (the
 * session rule, 405 answers, the route-table tests) read the app's real table instead of a list
 * someone has to keep in step. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, schema: route.schema, public: route.config?.public === true });
    }
  });
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/').map(decode);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** The methods some route answers for this path (for a 405's Allow header); empty if none does. */
export function allowedMethods(table: readonly RouteEntry[], path: string): HTTPMethods[] {
  const found = new Set<string>();
  for (const route of table) if (matches(route.url, path)) found.add(route.method);
  return [...found].sort() as HTTPMethods[];
}
