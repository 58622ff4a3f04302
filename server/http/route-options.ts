import type { FastifyContextConfig } from 'fastify';
import type { ApiRoute } from '../../common/api/define-route.js';
import { ApiErrorSchema } from '../../common/schemas/error.js';

/**
 * The Fastify side of a route from `common/api/`: its method, path and schema, with the one error
 * shape declared for every 4xx and 5xx. Responses are serialized from these schemas, so a field
 * the schema does not name never leaves the server.
 *
 *   app.route({ ...routeOptions(draftsApi.list), preHandler, handler: async (request) => ... })
 */
export function routeOptions<const R extends ApiRoute>(route: R) {
  return {
    method: route.method,
    url: route.path,
    config: {
      ...(route.public ? { public: true } : {}),
      ...(route.scope ? { scope: route.scope } : {}),
    } as FastifyContextConfig,
    // Parts the route does not declare are left out rather than set to undefined, which Fastify
    // reports as a schema it cannot compile.
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(route.headers && { headers: route.headers }),
      response: { ...route.responses, ...route.otherAnswers, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
    } as {
      summary: string;
      tags: string[];
      params: R['params'];
      querystring: R['query'];
      body: R['body'];
      headers: R['headers'];
      response: R['responses'] &
        NonNullable<R['otherAnswers']> & { '4xx': typeof ApiErrorSchema; '5xx': typeof ApiErrorSchema };
    },
  };
}
