import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The app's route table as the app itself builds it, so a route added tomorrow is fuzzed and
 * checked by the access matrix without anyone listing it. buildApp() makes its Fastify instance
 * inside, so a test file swaps the `fastify` module for one whose instances record every route:
 *
 *   vi.mock('fastify', async (original) =>
 *     (await import('../fuzz/route-table.js')).recordingFastify(await original()));
 *
 * (vi.mock is hoisted above the imports, hence the import inside the factory.)
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
}

const tables = new WeakMap<object, AppRoute[]>();

function record(list: AppRoute[], route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const url = route.url;
  const params = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  for (const method of methods) {
    list.push({ method: method.toUpperCase(), url, schema: (route.schema ?? {}) as RouteSchemas, params });
  }
}

type FastifyModule = Record<string, unknown> & { default: (...args: unknown[]) => FastifyInstance };

/** The `fastify` module with a factory whose instances keep their route table (read it with routesOf). */
export function recordingFastify<M>(original: M): M {
  const mod = original as unknown as FastifyModule;
  const factory = (...args: unknown[]) => {
    const app = mod.default(...args);
    const list: AppRoute[] = [];
    tables.set(app, list);
    app.addHook('onRoute', (route) => record(list, route));
    return app;
  };
  return { ...mod, default: factory, fastify: factory } as unknown as M;
}

/** Every route of the app (HEAD routes Fastify adds for GET included), in registration order. */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const list = tables.get(app);
  if (!list) {
    throw new Error("No route table: the test file must vi.mock('fastify') with recordingFastify (see route-table.ts)");
  }
  return list;
}

export const routeName = (r: Pick<AppRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
