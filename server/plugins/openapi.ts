import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { API_ROUTES } from '../../common/api/index.js';
import { ApiErrorSchema } from '../../common/schemas/error.js';
import { isApiPath } from './route-table.js';
import { SESSION_COOKIE } from './session.js';

type JsonSchema = Record<string, unknown>;

const zodTransform = createJsonSchemaTransform({ skipList: [] });
const contract = new Map(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route]));

/** The error shape is one component that every error answer refers to, instead of a copy in each. */
const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const { $schema: _dialect, ...API_ERROR_JSON } = z.toJSONSchema(ApiErrorSchema, {
  target: 'draft-2020-12',
  io: 'output',
}) as JsonSchema;

const ERROR_ANSWER: Record<string, string> = {
  '4': 'Refused. The one error shape: `error.code` is stable for programs, `error.message` is written for people.',
  '5': 'Failed on the server (503 `database_unavailable` while the database is away). The one error shape.',
};

/**
 * A stable operation id from the method and path, unique because the pair is:
 * `GET /api/email/drafts/:id` -> `getEmailDraftsById`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parts = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      return segment.startsWith(':') ? ['by', ...parts] : parts;
    });
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Each answer with a description, and its media type: the route's `contentType` from the contract
 * for a success (an HTML page, a file, an event stream), JSON otherwise. An answer without a body
 * (`NoContent`, a null schema) stays a bare schema, which the generator writes without content.
 */
function describeResponses(
  responses: Record<string, JsonSchema>,
  declared: Record<string, unknown>,
  contentType: string | undefined,
) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => {
      const error = ERROR_ANSWER[status[0]!];
      if (error) {
        const shared = declared[status] === ApiErrorSchema ? API_ERROR_REF : schema;
        return [status, { description: error, content: { 'application/json': { schema: shared } } }];
      }
      const reason = STATUS_CODES[Number(status)] ?? 'Success';
      if (schema.type === 'null') {
        const description =
          status === '304'
            ? `${reason}: the representation If-None-Match names is current`
            : status.startsWith('3')
              ? `${reason}: a redirect, see Location`
              : reason;
        return [status, { ...schema, description }];
      }
      const description = typeof schema.description === 'string' ? schema.description : reason;
      return [status, { description, content: { [contentType ?? 'application/json']: { schema } } }];
    }),
  );
}

/**
 * The zod type provider's transform turns each route's zod schemas into JSON Schema; around it,
 * this keeps everything outside /api (the client's files) and hidden routes out of the document,
 * names each operation, marks the public ones as needing no session and the ones a token may call
 * with the scope it needs, and describes the answers.
 */
const transform: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (!isApiPath(url) || input.schema?.hide) return { schema: { hide: true }, url };
  const methods = [route.method].flat();
  const { schema } = zodTransform(input);
  const entry = methods.length === 1 ? contract.get(`${methods[0]} ${url}`) : undefined;
  const response = schema?.response as Record<string, JsonSchema> | undefined;
  return {
    url,
    schema: {
      ...schema,
      ...(methods.length === 1 ? { operationId: operationIdOf(methods[0]!, url) } : {}),
      ...(route.config?.public ? { security: [] } : {}),
      // A route a personal API token may call names the token scope it needs (its contract's `scope`).
      ...(!route.config?.public && entry?.scope
        ? { security: [{ cookieAuth: [] }, { bearerAuth: [entry.scope] }] }
        : {}),
      ...(response
        ? {
            response: describeResponses(response, input.schema.response as Record<string, unknown>, entry?.contentType),
          }
        : {}),
    },
  };
};

const DESCRIPTION = `The HTTP API of AgentOps, generated from the zod schemas in \`common/api\` that the server
validates and serializes with, so it cannot drift from what is served.

- Every route needs the session cookie (\`${SESSION_COOKIE}\`, set by signing in) unless it is marked as
  needing none.
- A route that names a \`bearerAuth\` scope also accepts a personal API token (Pro; made in the API tab of
  settings): \`Authorization: Bearer aops_…\`, the token holding that scope (\`read\`, \`write\` or
  \`email:send\`). Every other route refuses tokens (403 \`token_not_allowed\`). A request with a token must not
  carry the session cookie too, or the token is ignored.
- A request that changes something (POST, PUT, PATCH, DELETE) with the session cookie must come from this site
  (an \`Origin\` equal to the site's own) and be sent as JSON (or carry \`x-requested-with\`).
- Every error answer has one shape: \`{ "error": { "code": "…", "message": "…" } }\`.`;

/**
 * The OpenAPI 3.1 document, collected from the routes as they are added (so register this before
 * any route) and served by `server/routes/docs.ts`. Nothing in it is written by hand: paths,
 * parameters, bodies and answers come from each route's schemas, summaries and tags from its
 * entry in common/api.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'AgentOps API', version: packageJson.version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (`aops_…`) with the scope the operation names.',
          },
        },
      },
      security: [{ cookieAuth: [] }],
      // The page's sections in the contract's order rather than the order routes were registered in.
      tags: [...new Set(API_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
    },
    transform,
    transformObject: (documentObject) => {
      // Schemas registered with an id (`.meta({ id })`) become shared components instead of copies.
      const document = jsonSchemaTransformObject(documentObject) as { components?: { schemas?: object } };
      return {
        ...document,
        components: { ...document.components, schemas: { ...document.components?.schemas, ApiError: API_ERROR_JSON } },
      };
    },
  });
}
